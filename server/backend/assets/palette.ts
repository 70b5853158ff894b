import { colour } from './colour';

// One brand palette: muted neutral backdrops, a paper label, and ONE accent per product
// line (the product's primary category). Packs are bone/frosted; the accent marks caps,
// collars and the label rule, so a line reads as a family and the shop as one brand.

export const NEUTRALS = {
  bone: '#f2ede5',
  sand: '#e4d9c8',
  clay: '#dcc6b3',
  sage: '#d3d8c8',
  stone: '#d9d5cf',
  mist: '#dde3e3',
} as const;
export type Neutral = keyof typeof NEUTRALS;

export const PAPER = '#fbf8f2';
export const INK = '#2b2622';
export const PACK = '#f6f2ec';

export interface Line {
  backdrop: Neutral;
  accent: string;
}

export const LINES: Record<string, Line> = {
  cleanse: { backdrop: 'mist', accent: '#7d979c' },
  exfoliants: { backdrop: 'sand', accent: '#b98a60' },
  masks: { backdrop: 'stone', accent: '#85836f' },
  serums: { backdrop: 'bone', accent: '#8a6f5a' },
  retinols: { backdrop: 'clay', accent: '#9c6b57' },
  antioxidants: { backdrop: 'sand', accent: '#c29a52' },
  'ha-family': { backdrop: 'mist', accent: '#8a9fb0' },
  moisturizers: { backdrop: 'sage', accent: '#8e9a7c' },
  'broad-spectrum-spf': { backdrop: 'bone', accent: '#c8876a' },
  'eye-neck-lip': { backdrop: 'clay', accent: '#a08494' },
  'body-treatments': { backdrop: 'sage', accent: '#7f9186' },
  'starter-kits': { backdrop: 'stone', accent: '#6e6760' },
  'limited-edition-sets': { backdrop: 'clay', accent: '#8a5a4e' },
  'best-sellers': { backdrop: 'bone', accent: '#8a6f5a' },
  'in-the-media': { backdrop: 'stone', accent: '#6e6760' },
};

const BRAND_LINE: Line = { backdrop: 'bone', accent: '#8a6f5a' };

/** The line's backdrop and accent; unknown lines get the brand's own. */
export function lineOf(name: string | undefined): { backdrop: string; accent: string } {
  const l = (name && Object.hasOwn(LINES, name) ? LINES[name] : undefined) ?? BRAND_LINE;
  return { backdrop: NEUTRALS[l.backdrop], accent: colour(l.accent) };
}

/** A neutral backdrop by name, or bone. */
export const neutral = (name: string | undefined): string =>
  name && Object.hasOwn(NEUTRALS, name) ? NEUTRALS[name as Neutral] : NEUTRALS.bone;
