import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueProblem } from './validation-issue';

const Schema = z.strictObject({
  cartId: z.string(),
  lines: z.array(z.strictObject({ quantity: z.number().int().min(1) })),
});

function problemOf(value: unknown) {
  const parsed = Schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return issueProblem(parsed.error);
}

describe('issueProblem', () => {
  it.each([
    ['missing field', { lines: [] }, 'cartId', 'cartId: is required'],
    ['unknown key', { cartId: 'c', lines: [], admin: true }, 'admin', 'admin: unknown field'],
    ['nested value', { cartId: 'c', lines: [{ quantity: 0 }] }, 'lines.0.quantity', undefined],
    ['not an object', 'text', 'body', undefined],
  ])('%s → field %s', (_label, value, field, error) => {
    const problem = problemOf(value);
    expect(problem.field).toBe(field);
    expect(problem.error.startsWith(`${field}: `)).toBe(true);
    if (error) expect(problem.error).toBe(error);
  });

  // fast-check is not installed in this tree (node_modules is shared); a seeded generator of
  // arbitrary JSON-like values stands in for it until the lead adds the package.
  it('always names a field and prefixes the message with it, whatever the input', () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const anything = (depth: number): unknown => {
      const pick = Math.floor(rand() * (depth > 3 ? 5 : 8));
      const keys = ['cartId', 'lines', 'quantity', 'x', '', '0'];
      switch (pick) {
        case 0:
          return null;
        case 1:
          return rand() * 10 - 5;
        case 2:
          return String(rand());
        case 3:
          return rand() > 0.5;
        case 4:
          return undefined;
        case 5:
          return Array.from({ length: Math.floor(rand() * 3) }, () => anything(depth + 1));
        default:
          return Object.fromEntries(
            Array.from({ length: Math.floor(rand() * 4) }, () => [
              keys[Math.floor(rand() * keys.length)]!,
              anything(depth + 1),
            ]),
          );
      }
    };
    for (let i = 0; i < 500; i++) {
      const parsed = Schema.safeParse(anything(0));
      if (parsed.success) continue;
      const problem = issueProblem(parsed.error);
      expect(problem.field.length).toBeGreaterThan(0);
      expect(problem.error.startsWith(`${problem.field}: `)).toBe(true);
    }
  });
});

describe("issueMessage: zod's size defaults said plainly, a schema's own words kept", () => {
  const messageOf = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected a failure');
    return issueProblem(parsed.error).error.replace(/^[^:]+: /, '');
  };
  it.each<[string, z.ZodType, unknown, string]>([
    ['a string too long', z.string().max(100), 'x'.repeat(101), 'must be at most 100 characters'],
    ['an empty string', z.string().min(1), '', 'must not be empty'],
    ['a string too short', z.string().min(8), 'short', 'must be at least 8 characters'],
    ['one character too many', z.string().length(1), 'ab', 'must be at most 1 character'],
    ['a number too big', z.number().max(99), 100, 'must be at most 99'],
    ['a number not above 0', z.number().positive(), 0, 'must be more than 0'],
    ['too many items', z.array(z.string()).max(2), ['a', 'b', 'c'], 'must have at most 2 items'],
    ["the schema's own words", z.string().max(3, 'is too long for a code'), 'abcd', 'is too long for a code'],
  ])('%s', (_name, schema, value, message) => {
    expect(messageOf(z.strictObject({ f: schema }), { f: value })).toBe(message);
  });
});
