// Rating and count text without Intl: the first Intl.NumberFormat a page builds costs ~90 ms of
// main thread at Lighthouse's 4x CPU throttle (ICU data), and a product card renders these during
// hydration (the product page's review summary too). The results equal Intl.NumberFormat('en-US') for the values a shop shows (number.test.ts
// ties them to it).

import { roundedScaled } from './decimal';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count, en-US grouped: 1234 → '1,234'. Non-integers are rounded. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const n = Math.round(Math.abs(value));
  return (value < 0 && n !== 0 ? '-' : '') + group(String(n));
}

/** A value to the nearest tenth, as whole and tenth digits ([4, 3] for 4.25); null for what Intl should write. */
function tenthsOf(value: number): [string, number] | null {
  const tenths = roundedScaled(value, 1);
  return tenths === null ? null : [group(String(Math.floor(tenths / 10))), tenths % 10];
}

/** A star rating with at most one decimal (4.25 → '4.3', 4 → '4'), as en-US with maximumFractionDigits 1. */
export function formatRating(value: number): string {
  const parts = tenthsOf(value);
  if (parts === null) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
  const [whole, tenth] = parts;
  return whole + (tenth ? `.${tenth}` : '');
}

/** An average with exactly one decimal (4.25 → '4.3', 4 → '4.0'), as en-US with minimum and maximum fraction digits 1. */
export function formatAverage(value: number): string {
  const parts = tenthsOf(value);
  if (parts === null)
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  const [whole, tenth] = parts;
  return `${whole}.${tenth}`;
}
