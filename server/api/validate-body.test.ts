import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../shared/contract/registry';
import { findForbiddenKey, validateBody } from './validate-body.server';

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

describe('validateBody', () => {
  const login = calls['user-login'].request;

  it.each([
    [{ password: 'x' }, 'email', 'email: is required'],
    [{ email: 'a@b.co', password: 5 }, 'password', undefined],
    [{ email: 'a@b.co', password: 'x', admin: true }, 'admin', 'admin: unknown field'],
    [JSON.parse('{"email":"a@b.co","password":"x","__proto__":{"a":1}}'), '__proto__', '__proto__: forbidden key'],
    ['text', 'body', undefined],
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
    const result = validateBody(calls['add-cart-line-items'].request, { cartId: 'c', lineItems: [{ variantId: 'v', quantity: 0 }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.field).toBe('lineItems.0.quantity');
  });

  it('returns the parsed value with defaults applied', () => {
    const schema = z.strictObject({ name: z.string().trim(), page: z.number().default(1) });
    expect(validateBody(schema, { name: ' a ' })).toEqual({ ok: true, data: { name: 'a', page: 1 } });
  });
});
