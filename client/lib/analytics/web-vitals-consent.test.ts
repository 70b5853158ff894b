import { describe, expect, it } from 'vitest';
import { hasAnalyticsConsent, isSampled } from './web-vitals-consent';

describe('isSampled', () => {
  it.each([
    [1, 0.999, true],
    [1, 0, true],
    [0, 0, false],
    [0.25, 0.2499, true],
    [0.25, 0.25, false],
    [Number.NaN, 0, false],
  ])('rate %d, roll %d → %s', (rate, roll, expected) => {
    expect(isSampled(rate, roll)).toBe(expected);
  });
});

describe('hasAnalyticsConsent', () => {
  const api = (answer: unknown) => ({ get: (c: string) => (c === 'analytics' ? answer : 'approved') as string });
  it.each([
    ['approved', api('approved'), true],
    ['denied', api('denied'), false],
    ['undecided', api(null), false],
    ['no API', null, false],
    [
      'a throwing API',
      {
        get: () => {
          throw new Error('x');
        },
      },
      false,
    ],
  ])('%s → %s', (_what, given, expected) => {
    expect(hasAnalyticsConsent(given)).toBe(expected);
  });
});
