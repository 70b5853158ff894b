import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';

// The production server and SSR entry each bundle their own copy of this module (decision 017).

async function secondCopy(): Promise<typeof import('./api-client')> {
  vi.resetModules();
  return import('./api-client');
}

describe('ApiError across module copies', () => {
  it('a second copy of the module is a different class', async () => {
    const other = await secondCopy();
    expect(other.ApiError).not.toBe(ApiError);
  });

  it.each([
    ['an error from another copy', true, async () => new (await secondCopy()).ApiError(502, 'down')],
    ['an error from this copy', true, async () => new ApiError(404, 'gone', 'cartId')],
    ['a plain Error', false, async () => new Error('boom')],
    ['an object shaped like one', false, async () => ({ name: 'ApiError', status: 502, message: 'down' })],
    ['null', false, async () => null],
    ['a string', false, async () => 'ApiError'],
  ])('%s reads as an ApiError: %s', async (_what, expected, make) => {
    expect((await make()) instanceof ApiError).toBe(expected);
  });

  it('keeps status, message and field whichever copy threw it', async () => {
    const err: unknown = new (await secondCopy()).ApiError(400, 'Enter a valid email', 'email');
    if (!(err instanceof ApiError)) throw new Error('not recognised');
    expect([err.status, err.message, err.field]).toEqual([400, 'Enter a valid email', 'email']);
  });

  it('a subclass still checks its own prototype', async () => {
    class Narrower extends ApiError {}
    expect(new Narrower(500, 'x') instanceof Narrower).toBe(true);
    expect(new ApiError(500, 'x') instanceof Narrower).toBe(false);
    expect(new Narrower(500, 'x') instanceof ApiError).toBe(true);
  });
});
