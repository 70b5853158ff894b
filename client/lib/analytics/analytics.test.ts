import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '../../../shared/constants';
import { configureAnalytics, track, trackShop, UNUSED_EVENTS, valueOf } from './analytics';

type TestWindow = { dataLayer?: unknown[] };

beforeEach(() => {
  vi.stubGlobal('window', {} as TestWindow);
});
afterEach(() => {
  configureAnalytics({ debug: false });
  vi.unstubAllGlobals();
});

const layer = () => (globalThis.window as unknown as TestWindow).dataLayer;
const item = { item_id: 'calm-serum', item_name: 'Calm Serum', price: 42.5, quantity: 2, item_variant: '30 ml' };

describe('track', () => {
  it('pushes the event name with its fields, creating the data layer', () => {
    track('login', { method: 'email' });
    expect(layer()).toEqual([{ event: 'login', method: 'email' }]);
  });

  it('is a no-op where there is no window (a server render)', () => {
    vi.unstubAllGlobals();
    expect(() => track('search', { search_term: 'spf' })).not.toThrow();
  });

  it('logs each push only when debug is on', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    track('search', { search_term: 'spf' });
    expect(info).not.toHaveBeenCalled();
    configureAnalytics({ debug: true });
    track('search', { search_term: 'retinol' });
    expect(info).toHaveBeenCalledWith('[analytics] dataLayer.push', { event: 'search', search_term: 'retinol' });
    info.mockRestore();
  });
});

describe('trackShop', () => {
  it('clears the previous shop data first, then sends the GA4 ecommerce object in USD', () => {
    trackShop('add_to_cart', { items: [item] });
    expect(layer()).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 85, items: [item] } },
    ]);
  });

  it('keeps a value it is given (a cart total after discounts) and the list and coupon', () => {
    trackShop('begin_checkout', { items: [item], value: 76.5, coupon: 'WELCOME10' });
    expect(layer()?.[1]).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'USD', value: 76.5, items: [item], coupon: 'WELCOME10' },
    });
  });
});

describe('valueOf', () => {
  it.each([
    [[], 0],
    [[{ price: 18, quantity: 2 }], 36],
    [
      [
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ],
      0.5,
    ],
    [[{ price: 19.99, quantity: 3 }], 59.97],
  ])('%j → %d', (items, expected) => {
    expect(valueOf(items)).toBe(expected);
  });
});

describe('the event list', () => {
  it('every unused event is one of section 9', () => {
    for (const e of UNUSED_EVENTS) expect(ANALYTICS_EVENTS).toContain(e);
  });
});
