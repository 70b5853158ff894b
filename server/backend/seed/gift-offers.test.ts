import { describe, expect, it } from 'vitest';
import { announcements } from './announcements';
import { giftRules, offerAmount } from './gift-rules';

// A gift offer's threshold is typed once, in its rule; the rule's title and the announcement
// bar are written from it, with the total the rule counts (before discounts, SPEC section 4).

const rule = (handle: string) => giftRules.find((r) => r.handle === handle)!;
const announcement = (id: string) => announcements.find((a) => a.id === id)!;

describe('gift offers in the seed', () => {
  it('write a threshold as shoppers read it', () => {
    expect(offerAmount('75.00')).toBe('$75');
    expect(offerAmount('72.50')).toBe('$72.50');
    expect(offerAmount('1250.00')).toBe('$1,250');
  });

  it.each([
    [
      'gwp-deluxe-ha',
      'gwp-75-deluxe-hyaluronic',
      'Free deluxe Hyaluronic Acid Serum with orders of $75 or more before discounts',
    ],
    [
      'summer-2025',
      'gwp-summer-2025-spf',
      'Summer sun sale: free mini SPF with orders of $50 or more before discounts',
    ],
  ])("the %s announcement says the %s rule's threshold and runs on its dates", (id, handle, text) => {
    const r = rule(handle);
    const a = announcement(id);
    expect(a.text).toBe(text);
    expect(a.text).toContain(`${offerAmount(r.buy_total)} or more`);
    expect(r.title).toContain(`${offerAmount(r.buy_total)}+`);
    expect([a.startsAt, a.endsAt]).toEqual([r.start_date, r.end_date]);
  });

  it('free shipping is announced as counted after discounts, the gift before them', () => {
    expect(announcement('free-shipping').text).toMatch(/after discounts$/);
    for (const a of announcements.filter((x) => x.id.startsWith('gwp-'))) expect(a.text).toMatch(/before discounts$/);
  });
});
