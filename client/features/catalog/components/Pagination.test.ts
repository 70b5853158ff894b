import { describe, expect, it } from 'vitest';
import { pageList } from './Pagination';

describe('pagination pages', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    // up to seven pages, every page is a link, wherever the shopper is
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    // past seven, the first, the last and the neighbours of the current one
    [1, 8, [1, 2, 'gap', 8]],
    [5, 12, [1, 'gap', 4, 5, 6, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
  ] as const)('page %i of %i: %j', (current, last, expected) => {
    expect(pageList(current, last)).toEqual(expected);
  });
});
