import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callNames, calls, type CallName } from '../../shared/contract/registry';
import { examples, type ExampleContext, prepareExamples } from './test-fixtures/call-examples';
import { createTestBackend, storeSnapshot, type TestBackend } from './test-fixtures/test-backend';

// Every contract call through the real backend: a valid request answers 200 with a body the
// response schema accepts; a missing field, a wrong type or an unknown key answers 400
// naming the field and leaves the store exactly as it was.

let t: TestBackend;
let ctx: ExampleContext;
// Signed in with a cart once; every test gets its own copy of that store.
let prepared: TestBackend;
let preparedCtx: ExampleContext;
beforeAll(async () => {
  prepared = createTestBackend();
  preparedCtx = await prepareExamples(prepared);
});
beforeEach(() => {
  t = prepared.fork();
  ctx = preparedCtx;
});

const needsToken = (name: CallName) => calls[name].token !== 'none';

function requiredKeys(name: CallName): string[] {
  const shape = (calls[name].request as unknown as z.ZodObject).shape;
  return Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success);
}

describe.each(callNames)('%s', (name) => {
  const body = () => examples[name](ctx, t) as Record<string, unknown>;
  const token = () => (needsToken(name) ? ctx.token : undefined);

  it('answers a valid request with a body of the response schema', async () => {
    const res = await t.call(name, body(), token());
    if (name === 'activate-account' || name === 'reset-password') {
      // a made-up link is refused as a form error, still 200 and schema-valid
      expect(res.body).toMatchObject({ errors: [{ message: expect.any(String) }] });
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(calls[name].response.safeParse(res.body).success).toBe(true);
  });

  it('refuses an unknown key and changes nothing', async () => {
    const before = storeSnapshot(t.db);
    const res = await t.call(name, { ...body(), zzz: 1 }, token());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('zzz: unknown field');
    expect(storeSnapshot(t.db)).toBe(before);
  });

  const required = requiredKeys(name);
  it.runIf(required.length > 0)('refuses a missing or mistyped field, naming it, and changes nothing', async () => {
    const before = storeSnapshot(t.db);
    for (const key of required) {
      const { [key]: _dropped, ...rest } = body();
      const missing = await t.call(name, rest, token());
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatch(new RegExp(`^${key}: `));
      const mistyped = await t.call(name, { ...body(), [key]: 12345 }, token());
      expect(mistyped.status).toBe(400);
      expect(mistyped.body.error).toMatch(new RegExp(`^${key}(\\.|: )`));
    }
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it.runIf(calls[name].token === 'header')('answers 401 without a valid token and changes nothing', async () => {
    const before = storeSnapshot(t.db);
    expect((await t.call(name, body())).status).toBe(401);
    expect((await t.call(name, body(), 'not-a-session')).body).toEqual({ error: 'Unauthorized' });
    expect(storeSnapshot(t.db)).toBe(before);
  });
});
