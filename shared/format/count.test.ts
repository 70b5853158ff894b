import { describe, expect, it } from 'vitest';
import { countOf } from './count';

describe('countOf', () => {
  it.each<[number, string, string | undefined, string]>([
    [0, 'order', undefined, '0 orders'],
    [1, 'order', undefined, '1 order'],
    [2, 'saved product', undefined, '2 saved products'],
    [1, 'entry', 'entries', '1 entry'],
    [5, 'entry', 'entries', '5 entries'],
  ])('%i %s', (n, singular, plural, text) => expect(countOf(n, singular, plural)).toBe(text));
});
