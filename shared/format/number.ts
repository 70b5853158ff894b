// Rating and count text without Intl: the first Intl.NumberFormat a page builds costs ~90 ms of
// main thread at Lighthouse's 4x CPU throttle (ICU data), and a product card renders these during
// hydration. The results equal Intl.NumberFormat('en-US') for the values a shop shows (number.test.ts
// ties them to it).

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count, en-US grouped: 1234 → '1,234'. Non-integers are rounded. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const n = Math.round(Math.abs(value));
  return (value < 0 && n !== 0 ? '-' : '') + group(String(n));
}

/** A star rating with at most one decimal (4.25 → '4.3', 4 → '4'), as en-US with maximumFractionDigits 1. */
export function formatRating(value: number): string {
  if (!Number.isFinite(value) || value < 0) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
  // Number(toPrecision) rounds the shortest decimal text as Intl does, not the binary value.
  const tenths = Math.round(Number((value * 10).toPrecision(15)));
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return group(String(whole)) + (tenth ? `.${tenth}` : '');
}
