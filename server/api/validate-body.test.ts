import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../shared/contract/registry';
import fc from 'fast-check';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter, findForbiddenKey, validateBody } from './validate-body';

describe('findForbiddenKey', () => {
  it.each([
    ['{"__proto__": {"admin": true}}', '__proto__'],
    ['{"a": {"constructor": {"prototype": 1}}}', 'a.constructor'],
    ['{"a": [{"b": 1}, {"prototype": 2}]}', 'a.1.prototype'],
    ['{"a": 1, "b": [1, 2, {"c": "__proto__"}]}', undefined],
    ['[1, 2]', undefined],
  ])('%s → %s', (json, expected) => {
    expect(findForbiddenKey(JSON.parse(json))).toBe(expected);
  });

  it('survives nesting deeper than the call stack would', () => {
    const deep = JSON.parse('['.repeat(15_000) + ']'.repeat(15_000));
    expect(findForbiddenKey(deep)).toBeUndefined();
  });
});

describe('findControlCharacter', () => {
  it.each<[unknown, string | undefined]>([
    [{ note: 'line one\nline two\twith a tab\r\n' }, undefined],
    [{ customer: { firstName: 'Da\u0000na' } }, 'customer.firstName'],
    [{ a: 'ok', b: ['ok', 'bell\u0007'] }, 'b.1'],
    [{ first: '\u001b[31m', second: '\u007f' }, 'first'],
    ['\u0000', ''],
    [{ emoji: '🙂', accents: 'Dāna Åström', nbsp: '\u00a0' }, undefined],
    [[1, true, null], undefined],
  ])('%j → %s', (value, path) => {
    expect(findControlCharacter(value)).toBe(path);
  });

  it('finds one exactly when some string holds a C0 control (not tab, LF, CR) or DEL', () => {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const strings = JSON.stringify(value) === undefined ? [] : collectStrings(value);
        expect(findControlCharacter(value) !== undefined).toBe(strings.some((s) => controls.test(s)));
      }),
    );
  });

  it('survives nesting deeper than the call stack would', () => {
    expect(findControlCharacter(JSON.parse('['.repeat(15_000) + '"\\u0001"' + ']'.repeat(15_000)))).toBe(
      `${'0.'.repeat(14_999)}0`,
    );
  });
});

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(collectStrings);
}

describe('validateBody', () => {
  const login = calls['user-login'].request;

  it.each([
    [{ password: 'x' }, 'email', 'email: is required'],
    [{ email: 'a@b.co', password: 5 }, 'password', undefined],
    [{ email: 'a@b.co', password: 'x', admin: true }, 'admin', 'admin: unknown field'],
    [JSON.parse('{"email":"a@b.co","password":"x","__proto__":{"a":1}}'), '__proto__', '__proto__: forbidden key'],
    ['text', 'body', undefined],
    [{ email: 'a@b.co', password: 'x\u0000' }, 'password', `password: ${CONTROL_CHARACTER_MESSAGE}`],
  ])('%j is refused naming %s', (body, field, message) => {
    const result = validateBody(login, body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.status).toBe(400);
    expect(result.problem.field).toBe(field);
    expect(result.problem.error.startsWith(`${field}: `)).toBe(true);
    if (message) expect(result.problem.error).toBe(message);
  });

  it('names nested fields by their path', () => {
    const result = validateBody(calls['add-cart-line-items'].request, {
      cartId: 'c',
      lineItems: [{ variantId: 'v', quantity: 0 }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.field).toBe('lineItems.0.quantity');
  });

  it('returns the parsed value with defaults applied', () => {
    const schema = z.strictObject({ name: z.string().trim(), page: z.number().default(1) });
    expect(validateBody(schema, { name: ' a ' })).toEqual({ ok: true, data: { name: 'a', page: 1 } });
  });
});
