import { describe, expect, it } from 'vitest';
import type { TokenUse } from '../../shared/contract/define';
import { applyToken } from './inject-token';

describe('applyToken', () => {
  const body = { a: 1 };
  it.each<[TokenUse, string | undefined, ReturnType<typeof applyToken>]>([
    ['none', 'tok', { ok: true, body }],
    ['none', undefined, { ok: true, body }],
    ['body', 'tok', { ok: true, body: { a: 1, token: 'tok' } }],
    ['body', undefined, { ok: false, reason: 'signed-out' }],
    ['header', 'tok', { ok: true, body, authorization: 'tok' }],
    ['header', undefined, { ok: false, reason: 'signed-out' }],
    ['optional-header', 'tok', { ok: true, body, authorization: 'tok' }],
    ['optional-header', undefined, { ok: true, body }],
  ])('%s with token %s', (token, value, expected) => {
    expect(applyToken({ token }, body, value)).toEqual(expected);
  });
});
