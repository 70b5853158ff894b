import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FACES, fallbackCss, fallbackFace } from './font-fallbacks';

const css = readFileSync(new URL('../client/styles/fonts.css', import.meta.url), 'utf8');
const webCss = readFileSync(new URL('../client/styles/web-fonts.css', import.meta.url), 'utf8');

describe('web font fallbacks', () => {
  it.each(FALLBACK_FACES.map((f) => [f.family, f] as const))(
    'fonts.css has %s as @capsizecss/metrics gives it',
    (_family, face) => {
      expect(css).toContain(fallbackCss(face));
    },
  );

  it('loads only the Latin subset of the variable weight axis, swapped in', () => {
    // the fallbacks come with the page's stylesheet; the web fonts in their own, after the first paint
    expect(css).not.toContain('url(');
    const urls = [...webCss.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1]);
    expect(new Set(urls)).toEqual(
      new Set([
        '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
        '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      ]),
    );
    expect(webCss.match(/font-display: swap/g)).toHaveLength(2);
  });

  it.each([
    // a fallback with the web font's own metrics needs no adjusting
    [
      { ascent: 900, descent: -300, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 },
      { ascent: 900, descent: -300, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 },
      ['100.00%', '90.00%', '30.00%'],
    ],
    // a fallback half as wide is scaled up twice; the line box is then expressed in its larger em
    [
      { ascent: 900, descent: -300, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 500 },
      { ascent: 1, descent: -1, lineGap: 0, unitsPerEm: 2000, xWidthAvg: 500 },
      ['200.00%', '45.00%', '15.00%'],
    ],
  ])('scales the fallback to the web font (%#)', (font, fallback, [size, ascent, descent]) => {
    const face = fallbackFace('X', font, fallback, ['Y']);
    expect([face.sizeAdjust, face.ascentOverride, face.descentOverride]).toEqual([size, ascent, descent]);
  });
});
