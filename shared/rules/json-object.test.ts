import { describe, expect, it } from 'vitest';
import { parseJsonObject } from './json-object';

describe('parseJsonObject', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    [{ a: 1 }, { a: 1 }],
    ['not json', null],
    ['[1]', null],
    [[1], null],
    ['null', null],
    [null, null],
    [42, null],
  ])('%j → %j', (raw, out) => expect(parseJsonObject(raw)).toEqual(out));
});
