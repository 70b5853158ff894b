import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// RUM_SAMPLE_RATE: the share of page views that report their Web Vitals, told to the browser.

describe('RUM_SAMPLE_RATE', () => {
  it.each([
    [{}, 1],
    [{ RUM_SAMPLE_RATE: '' }, 1],
    [{ RUM_SAMPLE_RATE: '0.25' }, 0.25],
    [{ RUM_SAMPLE_RATE: '0' }, 0],
    [{ RUM_SAMPLE_RATE: '1' }, 1],
  ])('%j → %d in the public config', (env, expected) => {
    expect(loadConfig(env).public.rumSampleRate).toBe(expected);
  });

  it.each([['1.5'], ['-0.1'], ['half']])('refuses %s naming the variable', (value) => {
    expect(() => loadConfig({ RUM_SAMPLE_RATE: value })).toThrow(/RUM_SAMPLE_RATE/);
  });
});
