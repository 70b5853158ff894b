import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld-text';

describe('jsonLdText', () => {
  it('never contains "<", so no value can close the script element', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonLdText(value)).not.toContain('<');
      }),
    );
  });

  it('is still the same JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(jsonLdText(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('escapes a closing tag inside a string', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});
