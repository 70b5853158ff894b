import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWait, TooManyAttempts, tooManyAttempts } from './too-many-attempts';

describe('the too-many-attempts answer', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [0.2, '1 second'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [3660, '61 minutes'],
    [7200, '2 hours'],
  ])('%s s reads "%s"', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });

  it('names when to try again, with whole seconds in retryAfter', () => {
    expect(tooManyAttempts(900)).toEqual({
      error: 'Too many attempts. Please try again in 15 minutes.',
      retryAfter: 900,
    });
    expect(tooManyAttempts(0.4)).toEqual({ error: 'Too many attempts. Please try again in 1 second.', retryAfter: 1 });
  });

  it('always fits its own schema and never promises less time than retryAfter', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 86_400 * 2, noNaN: true }), (seconds) => {
        const body = tooManyAttempts(seconds);
        expect(TooManyAttempts.safeParse(body).success).toBe(true);
        expect(body.retryAfter).toBeGreaterThanOrEqual(Math.ceil(seconds));
        const [, n, unit] = /in (\d+) (second|minute|hour)s?\.$/.exec(body.error)!;
        const perUnit = { second: 1, minute: 60, hour: 3600 }[unit as 'second' | 'minute' | 'hour'];
        expect(Number(n) * perUnit).toBeGreaterThanOrEqual(body.retryAfter);
      }),
    );
  });
});
