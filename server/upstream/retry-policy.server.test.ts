import { describe, expect, it } from 'vitest';
import { HTTP_RETRY_STATUSES } from '../../shared/constants';
import { shouldRetry, type AttemptFailure } from './retry-policy.server';

const safe = { safeToRepeat: true };
const change = { safeToRepeat: false };

describe('shouldRetry', () => {
  it.each<[string, { safeToRepeat: boolean }, AttemptFailure, number, boolean]>([
    ['safe read, 503, first attempt', safe, { kind: 'status', status: 503 }, 0, true],
    ['safe read, 503, second attempt', safe, { kind: 'status', status: 503 }, 1, false],
    ['safe read, connection refused', safe, { kind: 'connection' }, 0, true],
    ['safe read, timeout or caller gone', safe, { kind: 'final' }, 0, false],
    ['safe read, 400', safe, { kind: 'status', status: 400 }, 0, false],
    ['safe read, 404', safe, { kind: 'status', status: 404 }, 0, false],
    ['safe read, 501', safe, { kind: 'status', status: 501 }, 0, false],
    ['cart change, 503', change, { kind: 'status', status: 503 }, 0, false],
    ['cart change, connection refused', change, { kind: 'connection' }, 0, false],
  ])('%s → %s', (_label, call, failure, attempt, expected) => {
    expect(shouldRetry(call, failure, attempt)).toBe(expected);
  });

  it.each(HTTP_RETRY_STATUSES)('retries a safe read once on %i (SPEC section 9 list)', (status) => {
    expect(shouldRetry(safe, { kind: 'status', status }, 0)).toBe(true);
    expect(shouldRetry(change, { kind: 'status', status }, 0)).toBe(false);
  });
});
