import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptJson, sharedScriptJson } from './script-json';

describe('scriptJson', () => {
  it.each([
    [
      'a closing script tag',
      { title: '</script><script>alert(1)</script>' },
      '{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    ],
    ['a comment opener', ['<!--'], '["\\u003c!--"]'],
    ['line separators', 'a\u2028b\u2029c', '"a\\u2028b\\u2029c"'],
    ['undefined keys are left out', { a: 1, b: undefined }, '{"a":1}'],
    ['undefined alone', undefined, 'null'],
    [
      'a __proto__ key stays a key',
      JSON.parse('{"__proto__":{"x":1},"a":["__proto__"]}'),
      '{["__proto__"]:{"x":1},"a":["__proto__"]}',
    ],
    [
      'a key that only ends like one',
      JSON.parse('{"\\"__proto__":1,"s":"\\"__proto__\\":"}'),
      '{"\\"__proto__":1,"s":"\\"__proto__\\":"}',
    ],
    [
      'plain data',
      { price: 42.5, tags: ['spf'], on: true, none: null },
      '{"price":42.5,"tags":["spf"],"on":true,"none":null}',
    ],
  ])('%s', (_name, value, expected) => {
    expect(scriptJson(value)).toBe(expected);
  });

  it('reads back as the same value, and never holds "<"', () => {
    // Keys drawn from a few tricky ones too (fast-check draws `__proto__` only now and then).
    const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', '"__proto__', '__proto__"', 'constructor', '\\'));
    const json = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 0 }),
        fc.array(tie('value')),
        fc.dictionary(key, tie('value')),
      ),
    })).value;
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), json), (value) => {
        const out = scriptJson(value);
        expect(out).not.toContain('<');
        expect(new Function(`return (${out})`)()).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('sharedScriptJson', () => {
  it.each([
    ['an object', { title: '</script>' }],
    ['an array', [1, 'a<b']],
    ['a string', 'x<y'],
    ['a number', 42],
    ['null', null],
  ])('%s: the same text as scriptJson', (_name, value) => {
    expect(sharedScriptJson(value)).toBe(scriptJson(value));
  });

  it('writes an object once: the text stays the one made first (cached answers are never changed)', () => {
    const answer = { title: 'Serum' };
    const first = sharedScriptJson(answer);
    answer.title = 'changed';
    expect(sharedScriptJson(answer)).toBe(first);
    expect(sharedScriptJson({ title: 'changed' })).toBe('{"title":"changed"}');
  });
});
