import { describe, expect, it } from 'vitest';
import { attributionCookieText, clearedAttributionCookieText } from './attribution-cookie';
import { consentFor, parseChoices } from './consent-store';

describe('parseChoices', () => {
  it.each([
    ['{"analytics":true,"advertising":false,"savedAt":"x"}', { analytics: true, advertising: false }],
    ['{"analytics":false,"advertising":true}', { analytics: false, advertising: true }],
    ['{"analytics":true}', null],
    ['{"analytics":"yes","advertising":true}', null],
    ['null', null],
    ['not json', null],
    [null, null],
  ] as const)('%s → %j', (text, expected) => {
    expect(parseChoices(text)).toEqual(expected);
  });
});

describe('consentFor (what window.privacyPreferences.get answers)', () => {
  const both = { analytics: true, advertising: true };
  const none = { analytics: false, advertising: false };
  it.each([
    [null, 'advertising', null],
    [null, 'necessary', 'approved'],
    [both, 'advertising', 'approved'],
    [none, 'advertising', 'denied'],
    [{ analytics: true, advertising: false }, 'analytics', 'approved'],
    [both, 'unknown-category', null],
  ] as const)('%j, %s → %s', (choices, category, expected) => {
    expect(consentFor(choices, category)).toBe(expected);
  });
});

describe('the attribution cookie text', () => {
  const record = { clickId: 'abc', loadTime: '2025-06-01T00:00:00.000Z', expiryTime: '07/16/2025' };
  it.each([
    ['http://shop.test', false],
    ['https://shop.test', true],
  ] as const)('%s: 45 days, Lax, Secure %s', (site, secure) => {
    const text = attributionCookieText(record, site);
    expect(text).toMatch(/^affiliate_attribution=[^;]+; Path=\/; Max-Age=3888000; SameSite=Lax/);
    expect(JSON.parse(decodeURIComponent(text.split(';')[0]!.split('=')[1]!))).toEqual(record);
    expect(text.endsWith('; Secure')).toBe(secure);
    expect(clearedAttributionCookieText(site)).toContain('Max-Age=0');
  });
});
