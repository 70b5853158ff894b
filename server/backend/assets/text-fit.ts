// Typesetting for pack labels without a font engine: advance widths (per 1000 em) of the
// fonts librsvg is told to use. Liberation Serif and Liberation Sans are metric-compatible
// with Times New Roman and Arial, so these Adobe core metrics are exact for ASCII; any
// other character counts as a full em, so an estimate is never narrower than the ink.

const SERIF_ASCII = [
  250,
  333,
  408,
  500,
  500,
  833,
  778,
  333,
  333,
  333,
  500,
  564,
  250,
  333,
  250,
  278, // space..'/'
  500,
  500,
  500,
  500,
  500,
  500,
  500,
  500,
  500,
  500,
  278,
  278,
  564,
  564,
  564,
  444, // 0..?
  921,
  722,
  667,
  667,
  722,
  611,
  556,
  722,
  722,
  333,
  389,
  722,
  611,
  889,
  722,
  722, // @..O
  556,
  722,
  667,
  556,
  611,
  722,
  722,
  944,
  722,
  722,
  611,
  333,
  278,
  333,
  469,
  500, // P.._
  333,
  444,
  500,
  444,
  500,
  444,
  333,
  500,
  500,
  278,
  278,
  500,
  278,
  778,
  500,
  500, // `..o
  500,
  500,
  333,
  389,
  278,
  500,
  500,
  722,
  500,
  500,
  444,
  480,
  200,
  480,
  541, // p..~
];
const SANS_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

export type Face = 'serif' | 'sans';
export const FONT_FAMILY: Record<Face, string> = {
  serif: "'Liberation Serif', 'Times New Roman', serif",
  sans: "'Liberation Sans', Arial, sans-serif",
};

/** Width of text set at fontSize, with letterSpacing added between characters. */
export function textWidth(text: string, fontSize: number, face: Face, letterSpacing = 0): number {
  const table = face === 'serif' ? SERIF_ASCII : SANS_ASCII;
  let units = 0;
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? table[code - 32]! : 1000;
    n++;
  }
  return (units / 1000) * fontSize + Math.max(0, n - 1) * letterSpacing;
}

/** Splits a word wider than maxWidth into pieces that fit (a last resort at the smallest size). */
function breakWord(word: string, maxWidth: number, fontSize: number, face: Face): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece && textWidth(piece + ch, fontSize, face) > maxWidth) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap; every line is at most maxWidth wide (long words are broken). */
export function wrap(text: string, maxWidth: number, fontSize: number, face: Face): string[] {
  const lines: string[] = [];
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => breakWord(w, maxWidth, fontSize, face));
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize, face) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface Fitted {
  fontSize: number;
  lines: string[];
}

/**
 * The largest size from maxSize down to minSize at which text wraps into maxLines within
 * maxWidth. At minSize, lines past maxLines are dropped and the last one ends in an
 * ellipsis, still within maxWidth: a label never overflows its pack.
 */
export function fitText(
  text: string,
  box: { maxWidth: number; maxLines: number; maxSize: number; minSize: number },
  face: Face,
): Fitted {
  const { maxWidth, maxLines, maxSize, minSize } = box;
  const sizes: number[] = [];
  for (let size = maxSize; size > minSize; size = Math.floor(size * 0.92)) sizes.push(size);
  sizes.push(minSize);
  const fits = (lines: string[], size: number) => lines.every((l) => textWidth(l, size, face) <= maxWidth);
  for (const size of sizes) {
    const lines = wrap(text, maxWidth, size, face);
    if (lines.length <= maxLines && fits(lines, size)) return { fontSize: size, lines };
  }
  // a box narrower than one character keeps only what fits
  const lines = wrap(text, maxWidth, minSize, face)
    .slice(0, maxLines)
    .map((l) => (textWidth(l, minSize, face) <= maxWidth ? l : ''));
  let last = lines[lines.length - 1] ?? '';
  while (last && textWidth(`${last}…`, minSize, face) > maxWidth) last = last.slice(0, -1).trimEnd();
  if (lines.length && textWidth(`${last}…`, minSize, face) <= maxWidth) lines[lines.length - 1] = `${last}…`;
  return { fontSize: minSize, lines };
}
