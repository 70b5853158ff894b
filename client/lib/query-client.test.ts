import { hashKey } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createQueryClient, hashQueryKey } from './query-client';

// The dehydrated page names its queries by hash: the browser must compute the same hash, so
// the fast hash must equal React Query's own for every key.

const keyPart = fc.letrec((tie) => ({
  part: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
    fc.array(tie('part'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), tie('part'), { maxKeys: 3 }),
  ),
})).part;

describe('hashQueryKey', () => {
  it('equals hashKey for any key', () => {
    fc.assert(fc.property(fc.array(keyPart, { maxLength: 4 }), (key) => {
      expect(hashQueryKey(key)).toBe(hashKey(key));
    }));
  });

  it.each([
    [['product', 'vitamin-c']],
    [['products', 'by-handles', ['a', 'b']]],
    [['search', { q: 'serum', limit: 5 }]],
    [['search', { limit: 5, q: 'serum' }]],
  ])('%j hashes as React Query does', (key) => {
    expect(hashQueryKey(key)).toBe(hashKey(key));
  });

  it('is what a query client names its queries by', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['search', { q: 'a', limit: 2 }], queryFn: () => 1 });
    expect(client.getQueryCache().getAll().map((q) => q.queryHash)).toEqual([hashKey(['search', { limit: 2, q: 'a' }])]);
  });
});
