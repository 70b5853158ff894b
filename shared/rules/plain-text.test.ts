import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it.each([
    ['Love it!', 'Love it!'],
    ['<b>Great</b> serum', 'Great serum'],
    ['<script>alert(1)</script>Nice', 'alert(1)Nice'],
    ['<scr<b>ipt>x', 'ipt>x'],
    ['a < b and c > d', 'a b and c > d'],
    ['  spaced   out  ', 'spaced out'],
    ['one\r\n\r\n\r\n\r\ntwo', 'one\n\ntwo'],
    ['zero\u200Bwidth\u202Eflip', 'zerowidthflip'],
    ['<img src=x onerror=alert(1)>', ''],
  ])('%j → %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it('is idempotent and never leaves a tag opener', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', 'a', 'b', '/', ' ', '\n', 'x', '\u200B', '='), maxLength: 60 }),
        (s) => {
          const once = plainText(s);
          expect(plainText(once)).toBe(once);
          expect(once).not.toContain('<');
        },
      ),
    );
  });
});
