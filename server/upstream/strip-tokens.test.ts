import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../shared/contract/registry';
import { answersNeedStrip, schemaMayCarryToken, stripTokens } from './strip-tokens';

describe('stripTokens', () => {
  it('removes token keys at every depth and keeps the rest', () => {
    const value = {
      token: 't',
      expiresAt: 'x',
      errors: [],
      cart: { buyerIdentity: { customerAccessToken: 't', email: 'a@b.co' }, lines: [{ accessToken: 't', id: 1 }] },
    };
    expect(stripTokens(value)).toEqual({
      expiresAt: 'x',
      errors: [],
      cart: { buyerIdentity: { email: 'a@b.co' }, lines: [{ id: 1 }] },
    });
    expect(value.token).toBe('t'); // the input is not mutated
  });

  it('keeps an own __proto__ key as data without touching prototypes', () => {
    const out = stripTokens(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([null, 1, 'token', true])('passes %j through', (value) => {
    expect(stripTokens(value)).toBe(value);
  });
});

const TOKEN_KEYS = ['token', 'customerAccessToken', 'accessToken'];
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...TOKEN_KEYS, '__proto__')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

function keysAtAnyDepth(value: unknown, out = new Set<string>()): Set<string> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysAtAnyDepth(v, out);
    }
  }
  return out;
}

describe('stripTokens on any JSON', () => {
  it('leaves no token key at any depth, and hands back a value without one as it is', () => {
    fc.assert(
      fc.property(json, (value) => {
        const before = JSON.stringify(value);
        const out = stripTokens(value);
        expect(TOKEN_KEYS.filter((k) => keysAtAnyDepth(out).has(k))).toEqual([]);
        expect(JSON.stringify(value)).toBe(before); // never mutated
        if (!TOKEN_KEYS.some((k) => keysAtAnyDepth(value).has(k))) expect(out).toBe(value);
      }),
    );
  });
});

describe('schemaMayCarryToken: which answers need the strip at all', () => {
  const Money = z.object({ amount: z.string() });
  const Session = z.object({ token: z.string().optional(), expiresAt: z.string() });
  interface Tree {
    name: string;
    children: Tree[];
  }
  const TreeSchema: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(TreeSchema) }));
  it.each<[string, z.ZodType, boolean]>([
    ['object of scalars', z.object({ a: z.string(), b: z.number().int(), c: z.enum(['x']), d: z.literal(1) }), false],
    [
      'nested arrays, optional, nullable, default',
      z.object({ list: z.array(Money.nullable()).optional().default([]) }),
      false,
    ],
    ['a token key', Session, true],
    ['a token key deep in an array', z.object({ items: z.array(z.object({ accessToken: z.string() })) }), true],
    ['a union with a token key in one branch', z.union([Money, Session]), true],
    [
      'a discriminated union without one',
      z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b'), m: Money })]),
      false,
    ],
    ['strict object', z.strictObject({ a: z.string() }), false],
    ['loose object (unknown keys kept)', z.looseObject({ a: z.string() }), true],
    ['catch-all', z.object({ a: z.string() }).catchall(z.unknown()), true],
    ['record', z.record(z.string(), z.string()), true],
    ['unknown', z.unknown(), true],
    ['transform (output not described)', z.string().transform((s) => ({ token: s })), true],
    [
      'pipe into a scalar',
      z
        .string()
        .transform((s) => s.trim())
        .pipe(z.string()),
      false,
    ],
    ['intersection', z.intersection(Money, Session), true],
    ['recursive lazy schema without a token', TreeSchema, false],
  ])('%s: %s', (_name, schema, expected) => {
    expect(schemaMayCarryToken(schema)).toBe(expected);
  });

  it('the sign-in answers of the contract are stripped, the catalog and content answers are not walked', () => {
    const need = (name: keyof typeof calls) => answersNeedStrip(calls[name] as never);
    expect(['user-login', 'activate-account', 'reset-password'].map((n) => need(n as keyof typeof calls))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['get-plp', 'get-product-by-handle', 'get-blog-by-blog-slug', 'get-home', 'get-cart'].map((n) =>
        need(n as keyof typeof calls),
      ),
    ).toEqual([false, false, false, false, false]);
  });

  it('a signed-out answer with a token key is stripped even when the schema could not hold one', () => {
    expect(answersNeedStrip({ response: z.object({ a: z.string() }), signedOut: { a: 'x', token: 'leak' } })).toBe(
      true,
    );
  });
});
