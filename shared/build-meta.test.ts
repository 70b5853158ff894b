import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBuildMeta, parseScreenChunks } from './build-meta';

describe('parseScreenChunks', () => {
  it.each([
    [
      'a map of built chunks',
      { home: ['/assets/home-Ab1.js', '/assets/Icon-x_y.js'], shop: [] },
      { home: ['/assets/home-Ab1.js', '/assets/Icon-x_y.js'], shop: [] },
    ],
    [
      'other hosts, paths and files are dropped',
      { home: ['https://evil.test/assets/a.js', '/api/x.js', '/assets/a.css', '/assets/../x.js', 3, '/assets/ok.js'] },
      { home: ['/assets/ok.js'] },
    ],
    ['an empty map', {}, {}],
    ['not a map', [], null],
    ['null', null, null],
    ['text', 'home', null],
    ['a screen that is not a list', { home: '/assets/home.js' }, null],
  ])('%s', (_name, body, expected) => {
    expect(parseScreenChunks(body)).toEqual(expected);
  });

  it('never throws, and everything it keeps is a built asset URL', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const map = parseScreenChunks(body);
        if (map === null) return;
        for (const urls of Object.values(map)) for (const u of urls) expect(u).toMatch(/^\/assets\/[\w.-]+\.js$/);
      }),
    );
  });
});

describe('parseBuildMeta', () => {
  it.each([
    [
      { id: 'b1', timestamp: 5 },
      { id: 'b1', timestamp: 5 },
    ],
    [{ id: 'b1' }, { id: 'b1', timestamp: 0 }],
    [{ id: '' }, null],
    ['<html>', null],
  ])('%j', (body, expected) => {
    expect(parseBuildMeta(body)).toEqual(expected);
  });
});
