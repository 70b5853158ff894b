import { describe, expect, it } from 'vitest';
import { validateAnalyticsIntegration } from './analytics-config';

const KEYS = { ok: false, status: 400, message: 'Invalid analytics integration. keys must be strings.' };
const NO_KEY = {
  ok: false,
  status: 400,
  message: 'Invalid analytics integration. No analytics integration key found in NuxtConfig.',
};
const OK = { ok: true, integration: 'gtm' };

describe('validateAnalyticsIntegration', () => {
  it.each([
    ['gtm', OK],
    ['GTM', OK],
    ['Gtm', OK],
    [' gtm ', OK],
    ['ga4', NO_KEY],
    ['segment', NO_KEY],
    ['', KEYS],
    ['   ', KEYS],
    [undefined, KEYS],
    [null, KEYS],
    [42, KEYS],
    [['gtm'], KEYS],
  ])('%j', (value, expected) => {
    expect(validateAnalyticsIntegration(value)).toEqual(expected);
  });
});
