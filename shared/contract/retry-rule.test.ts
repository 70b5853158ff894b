import { describe, expect, it } from 'vitest';
import { HTTP_RETRY_STATUSES } from '../constants';
import { calls, callNames } from './registry';
import { retriesFor, shouldRetry, type AttemptFailure } from './retry-rule';

const read = { safeToRepeat: true };
const mutation = { safeToRepeat: false };

describe('shouldRetry', () => {
  it.each<[string, { safeToRepeat: boolean }, AttemptFailure, number, boolean]>([
    ['read, 503, first attempt', read, { kind: 'status', status: 503 }, 0, true],
    ['read, 503, second attempt', read, { kind: 'status', status: 503 }, 1, false],
    ['read, connection refused', read, { kind: 'connection' }, 0, true],
    ['read, connection refused again', read, { kind: 'connection' }, 1, false],
    ['read, timeout, caller gone or replaced', read, { kind: 'final' }, 0, false],
    ['read, 400', read, { kind: 'status', status: 400 }, 0, false],
    ['read, 401', read, { kind: 'status', status: 401 }, 0, false],
    ['read, 404', read, { kind: 'status', status: 404 }, 0, false],
    ['read, 501', read, { kind: 'status', status: 501 }, 0, false],
    ['read, 200 (not a failure)', read, { kind: 'status', status: 200 }, 0, false],
    ['mutation, 503', mutation, { kind: 'status', status: 503 }, 0, false],
    ['mutation, 429', mutation, { kind: 'status', status: 429 }, 0, false],
    ['mutation, connection refused', mutation, { kind: 'connection' }, 0, false],
  ])('%s → %s', (_label, call, failure, attempt, expected) => {
    expect(shouldRetry(call, failure, attempt)).toBe(expected);
  });

  it('has exactly the SPEC section 9 statuses', () => {
    const retried = Array.from({ length: 600 }, (_, s) => s).filter((status) =>
      shouldRetry(read, { kind: 'status', status }, 0),
    );
    expect(retried).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(retried).toEqual([...HTTP_RETRY_STATUSES]);
  });
});

describe('retriesFor every contract call', () => {
  it.each(callNames)('%s', (name) => {
    const call = calls[name];
    // A cart change, a sign-in or any other mutation is never repeated; a read once.
    expect(retriesFor(call)).toBe(call.safeToRepeat ? 1 : 0);
    if (call.changesCart) expect(retriesFor(call)).toBe(0);
  });

  it.each([
    'user-login',
    'user-create',
    'reset-password',
    'create-cart',
    'add-cart-line-items',
    'checkout-url',
    'update-customer',
  ] as const)('%s is a mutation: no retry', (name) => expect(retriesFor(calls[name])).toBe(0));

  it.each(['user-info', 'order-detail', 'get-cart', 'store-locations'] as const)('%s is a read: one retry', (name) => {
    expect(retriesFor(calls[name])).toBe(1);
  });
});
