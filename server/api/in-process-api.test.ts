import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/contract/api-client';
import { tooManyAttempts } from '../../shared/contract/too-many-attempts';
import type { ApiAnswer } from './api-response';
import { createInProcessApi } from './in-process-api';

// The in-process api's mapping of pipeline answers to what an action sees, the same as the
// browser transport's: the body, or ApiError(status, error, field). The pipeline itself runs
// for real in server/render/page-forms.test.ts.

const req = {} as Request;
/** The page's response: only the headers an answer puts on it are looked at. */
const headers = new Map<string, string>();
const res = {
  headersSent: false,
  set: (name: string, value: string) => headers.set(name.toLowerCase(), value),
} as unknown as Response;

function apiAnswering(answer: ApiAnswer) {
  const seen: Array<{ name: string; input: unknown }> = [];
  const api = createInProcessApi(
    {
      runCall: async (name, input) => {
        seen.push({ name, input });
        return answer;
      },
    },
    req,
    res,
  );
  return { api, seen };
}

async function outcome(answer: ApiAnswer): Promise<unknown> {
  try {
    return { ok: await apiAnswering(answer).api.call('user-logout', {}) };
  } catch (err) {
    return err instanceof ApiError
      ? { status: err.status, message: err.message, field: err.field }
      : { thrown: String(err) };
  }
}

describe('in-process api: answers as the browser transport sees them', () => {
  it.each<[string, ApiAnswer, unknown]>([
    ['200: the body', { status: 200, body: { ok: true } }, { ok: { ok: true } }],
    [
      '200: tokens stripped at any depth',
      { status: 200, body: { token: 't', expiresAt: 'x', errors: [], nested: { accessToken: 'a' } } },
      { ok: { expiresAt: 'x', errors: [], nested: {} } },
    ],
    [
      '400 naming a field',
      { status: 400, body: { error: 'address.zip: Invalid ZIP', field: 'address.zip' } },
      { status: 400, message: 'address.zip: Invalid ZIP', field: 'address.zip' },
    ],
    [
      '401 without a field',
      { status: 401, body: { error: 'Sign-in required' } },
      { status: 401, message: 'Sign-in required', field: undefined },
    ],
    [
      '429: the message says when to try again',
      { status: 429, body: tooManyAttempts(90), headers: { 'retry-after': '90' } },
      { status: 429, message: 'Too many attempts. Please try again in 2 minutes.', field: undefined },
    ],
    [
      '502',
      { status: 502, body: { error: 'The service is temporarily unavailable. Please try again.' } },
      { status: 502, message: 'The service is temporarily unavailable. Please try again.', field: undefined },
    ],
    [
      'an error body without a message',
      { status: 500, body: null },
      { status: 500, message: 'Request failed (500)', field: undefined },
    ],
    [
      'a non-string field is left out',
      { status: 400, body: { error: 'bad', field: 3 } },
      { status: 400, message: 'bad', field: undefined },
    ],
  ])('%s', async (_name, answer, expected) => {
    headers.clear();
    expect(await outcome(answer)).toEqual(expected);
    // a throttled form's page says when to try again, as /api does
    expect(headers.get('retry-after')).toBe(answer.headers?.['retry-after']);
  });

  it('sends the input as JSON would travel (undefined keys dropped)', async () => {
    const { api, seen } = apiAnswering({ status: 200, body: {} });
    await api.call('user-login', { email: 'a@b.c', password: 'pw', extra: undefined } as never);
    expect(seen).toEqual([{ name: 'user-login', input: { email: 'a@b.c', password: 'pw' } }]);
  });
});
