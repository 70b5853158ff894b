// Colour arithmetic for the generated imagery. Every colour that reaches an SVG passes
// through colour(): only #rgb / #rrggbb survive, so seed data cannot inject markup.

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** Only #rgb / #rrggbb colours reach the SVG; anything else falls back to grey. */
export const colour = (c: unknown): string => (typeof c === 'string' && HEX.test(c) ? c.toLowerCase() : '#cccccc');

function rgb(c: string): [number, number, number] {
  let h = colour(c).slice(1);
  if (h.length === 3) h = [...h].map((x) => x + x).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const hex = (v: number[]) =>
  `#${v
    .map((x) =>
      Math.round(Math.min(255, Math.max(0, x)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** a → b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((v, i) => v + (y[i]! - v) * t));
}

/** Lighter toward white (amount > 0) or darker toward a warm black (amount < 0). */
export const shade = (c: string, amount: number) =>
  amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#1f1a16', -amount);

/** Relative luminance (0..1), to pick ink that reads on a surface. */
export function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
