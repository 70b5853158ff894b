// Metric-matched fallback faces for the web fonts (client/styles/fonts.css): while Fraunces and
// Inter load (font-display: swap), Georgia and Arial are scaled to the same average width and
// line box, so the swap moves nothing (CLS ≤ 0.01). The numbers are written into fonts.css once
// (`npx tsx tooling/font-fallbacks.ts` prints them); font-fallbacks.test.ts keeps them in step
// with @capsizecss/metrics.
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import georgia from '@capsizecss/metrics/georgia';
import inter from '@capsizecss/metrics/inter';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
}

export interface FallbackFace {
  family: string;
  /** local() names tried in order */
  locals: string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
const avgWidth = (m: Metrics) => (m.subsets?.latin?.xWidthAvg ?? m.xWidthAvg) / m.unitsPerEm;

/** The fallback scaled to the web font's Latin average character width, with its line box. */
export function fallbackFace(family: string, font: Metrics, fallback: Metrics, locals: string[]): FallbackFace {
  const sizeAdjust = avgWidth(font) / avgWidth(fallback);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    family,
    locals,
    sizeAdjust: pct(sizeAdjust),
    ascentOverride: pct(font.ascent / em),
    descentOverride: pct(Math.abs(font.descent) / em),
    lineGapOverride: pct(font.lineGap / em),
  };
}

/**
 * One face per system font a phone or computer may have, each scaled from its own metrics: a
 * local() that is missing skips to the next family of the stack (app.css). Georgia and Arial
 * (macOS, iOS, Windows), Noto Serif and Roboto (Android), Times New Roman's and Arial's
 * metric twins Liberation Serif and Liberation Sans (Linux, where Lighthouse runs here).
 */
export const FALLBACK_FACES: FallbackFace[] = [
  fallbackFace('Fraunces Fallback', fraunces, georgia, ['Georgia']),
  fallbackFace('Fraunces Fallback Noto', fraunces, notoSerif, ['Noto Serif', 'NotoSerif-Regular']),
  fallbackFace('Fraunces Fallback Times', fraunces, timesNewRoman, ['Times New Roman', 'Liberation Serif']),
  fallbackFace('Inter Fallback', inter, arial, ['Arial', 'Helvetica', 'Liberation Sans']),
  fallbackFace('Inter Fallback Roboto', inter, roboto, ['Roboto', 'Roboto-Regular']),
];

export function fallbackCss(face: FallbackFace): string {
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    `  src: ${face.locals.map((l) => `local('${l}')`).join(', ')};`,
    `  size-adjust: ${face.sizeAdjust};`,
    `  ascent-override: ${face.ascentOverride};`,
    `  descent-override: ${face.descentOverride};`,
    `  line-gap-override: ${face.lineGapOverride};`,
    '}',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(FALLBACK_FACES.map(fallbackCss).join('\n'));
