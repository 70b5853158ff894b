import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueProblem } from './validation-issue';

const Schema = z.strictObject({ cartId: z.string(), lines: z.array(z.strictObject({ quantity: z.number().int().min(1) })) });

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
    const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const anything = (depth: number): unknown => {
      const pick = Math.floor(rand() * (depth > 3 ? 5 : 8));
      const keys = ['cartId', 'lines', 'quantity', 'x', '', '0'];
      switch (pick) {
        case 0: return null;
        case 1: return rand() * 10 - 5;
        case 2: return String(rand());
        case 3: return rand() > 0.5;
        case 4: return undefined;
        case 5: return Array.from({ length: Math.floor(rand() * 3) }, () => anything(depth + 1));
        default: return Object.fromEntries(Array.from({ length: Math.floor(rand() * 4) }, () => [keys[Math.floor(rand() * keys.length)]!, anything(depth + 1)]));
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
