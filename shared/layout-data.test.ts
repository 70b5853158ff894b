import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutDataIdOf, layoutDataPath, parseLayoutData } from './layout-data';

describe('layout file names', () => {
  it.each([
    ['AbCdEfGh_-123456.json', 'AbCdEfGh_-123456'],
    ['AbCdEfGh_-123456', null],
    ['AbCdEfGh_-12345.json', null],
    ['AbCdEfGh_-1234567.json', null],
    ['AbCdEfGh.-123456.json', null],
    ['../../etc/passwd.json', null],
    ['.json', null],
  ])('%s names %s', (file, id) => {
    expect(layoutDataIdOf(file)).toBe(id);
  });

  it('reads back the id of every path it writes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{16}$/), (id) => {
        expect(layoutDataIdOf(layoutDataPath(id).split('/').pop()!)).toBe(id);
      }),
    );
  });
});

describe('a fetched layout file', () => {
  it.each([
    [
      [
        [['globals'], { a: 1 }],
        [['navigation', 'main'], []],
      ],
      true,
    ],
    [[], true],
    [[[['globals'], null]], true],
    [null, false],
    [{ globals: {} }, false],
    ['<html>', false],
    [[['globals', { a: 1 }]], false],
    [[[['globals']]], false],
    [[[['globals'], {}, 'extra']], false],
    [[['globals', {}]], false],
  ])('%j is a layout file: %s', (body, ok) => {
    expect(parseLayoutData(body) !== null).toBe(ok);
  });

  it('never throws, and what it accepts is a list of [key list, data]', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const entries = parseLayoutData(body);
        if (entries) for (const [key, data] of entries) expect(Array.isArray(key) && data !== undefined).toBe(true);
      }),
    );
  });
});
