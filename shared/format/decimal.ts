// Rounding as Intl.NumberFormat does it, without Intl (money.ts, number.ts): Intl rounds the
// number's shortest decimal text (what String(n) writes) half away from zero, not its binary
// value, so 1.005 → 1.01 and 8369229.964999995 → 8369229.96. Scaling by a power of ten and
// Math.round gets both of those wrong, and toPrecision was slow (1 % of a /shop render).

/** Below this the scaled result is an exact integer for every `digits` used here (≤ 2). */
const LIMIT = 1e9;

/**
 * `value` rounded at `digits` decimals and scaled to an integer: (4.25, 1) → 43, (1.005, 2) →
 * 101. Null for what Intl should write itself: a negative, -0, NaN, or 1e9 and above.
 */
export function roundedScaled(value: number, digits: number): number | null {
  if (!(value >= 0 && value < LIMIT) || Object.is(value, -0)) return null;
  const text = String(value);
  // below 1e-6 String writes an exponent; such a value rounds to 0 at any digits used here
  if (text.includes('e')) return 0;
  const dot = text.indexOf('.');
  const scale = 10 ** digits;
  if (dot < 0) return value * scale;
  const fraction = text.slice(dot + 1);
  const kept = Number(fraction.slice(0, digits).padEnd(digits, '0'));
  return Number(text.slice(0, dot)) * scale + kept + (fraction.charAt(digits) >= '5' ? 1 : 0);
}
