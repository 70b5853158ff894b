import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, textWidth, wrap } from './text-fit';

describe('textWidth', () => {
  it.each([
    ['', 10, 'serif', 0],
    ['a', 1000, 'serif', 444],
    ['W', 1000, 'sans', 944],
    ['AB', 1000, 'sans', 667 + 667 + 50],
    ['é', 100, 'serif', 100], // outside ASCII: a full em, never narrower than the ink
  ] as const)('%j at %d (%s) is %d', (text, size, face, want) => {
    expect(textWidth(text, size, face, text === 'AB' ? 50 : 0)).toBeCloseTo(want, 5);
  });
});

describe('wrap and fitText', () => {
  it.each([
    ['Vitamin C 15% Brightening Serum', 168, 3],
    ['Gentle Foaming Cleanser', 168, 4],
    ['Supercalifragilisticexpialidocious Overnight Recovery Concentrate', 120, 3],
    ['A', 10, 1],
  ])('%j fits %d px in at most %d lines', (text, maxWidth, maxLines) => {
    const fitted = fitText(text, { maxWidth, maxLines, maxSize: 40, minSize: 9 }, 'serif');
    expect(fitted.lines.length).toBeLessThanOrEqual(maxLines);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize, 'serif')).toBeLessThanOrEqual(maxWidth);
  });

  it('keeps the largest size when the name already fits', () => {
    expect(fitText('Daily SPF', { maxWidth: 400, maxLines: 3, maxSize: 40, minSize: 9 }, 'serif')).toEqual({
      fontSize: 40,
      lines: ['Daily SPF'],
    });
  });

  it('never lets a line exceed the width, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 60, max: 500 }),
        fc.integer({ min: 1, max: 4 }),
        (text, maxWidth, maxLines) => {
          const fitted = fitText(text, { maxWidth, maxLines, maxSize: 48, minSize: 9 }, 'serif');
          expect(fitted.lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of fitted.lines)
            expect(textWidth(line, fitted.fontSize, 'serif')).toBeLessThanOrEqual(maxWidth);
          for (const line of wrap(text, maxWidth, 20, 'sans'))
            expect(textWidth(line, 20, 'sans')).toBeLessThanOrEqual(maxWidth);
        },
      ),
    );
  });
});
