// How a product's "4.7 (2,841)" splits into 1–5 star counts. Ratings of real products skew
// towards 5 with a small lump of 1s (J-shaped): a fixed share of 1s that grows as the average
// falls, and the rest spread over 2–5 as evenly as the average allows (the maximum-entropy
// split for that mean). The counts add up to the count shown and average to the rating shown.

export type StarCounts = [one: number, two: number, three: number, four: number, five: number];

const round1 = (n: number) => Math.round(n * 10) / 10;

export function meanOf(counts: StarCounts): number {
  const n = counts.reduce((a, b) => a + b, 0);
  return n === 0 ? 0 : counts.reduce((sum, c, i) => sum + c * (i + 1), 0) / n;
}

/** Shares of stars lo..hi with the given mean, p(k) ∝ e^(t·k), t found by bisection. */
function maxEntropyShares(mean: number, lo: number, hi: number): number[] {
  const stars = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const sharesFor = (t: number) => {
    const w = stars.map((k) => Math.exp(t * (k - hi)));
    const total = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / total);
  };
  const meanFor = (t: number) => sharesFor(t).reduce((sum, p, i) => sum + p * stars[i]!, 0);
  let a = -20;
  let b = 20;
  for (let i = 0; i < 100; i++) {
    const mid = (a + b) / 2;
    if (meanFor(mid) < mean) a = mid;
    else b = mid;
  }
  return sharesFor((a + b) / 2);
}

/** Whole counts from shares, largest remainders first, adding up to n exactly. */
export function apportion(shares: readonly number[], n: number): number[] {
  const raw = shares.map((p) => p * n);
  const counts = raw.map(Math.floor);
  const order = raw.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((x, y) => y.rest - x.rest || y.i - x.i);
  for (let left = n - counts.reduce((a, b) => a + b, 0), j = 0; left > 0; left--, j++)
    counts[order[j % order.length]!.i]!++;
  return counts;
}

export function starShares(rating: number): number[] {
  const clamped = Math.min(4.95, Math.max(1.05, rating));
  const ones = Math.min(0.12, 0.015 + 0.04 * (5 - clamped));
  const rest = maxEntropyShares((clamped - ones) / (1 - ones), 2, 5);
  return [ones, ...rest.map((p) => p * (1 - ones))];
}

/** Star counts that add up to `count` and whose average rounds to `rating` (one decimal). */
export function ratingCounts(rating: number, count: number): StarCounts {
  if (count <= 0) return [0, 0, 0, 0, 0];
  const counts = apportion(starShares(rating), count) as StarCounts;
  // rounding can leave the mean a hair off: move single ratings one star up or down until it reads right
  for (let guard = 0; guard < count * 4 && round1(meanOf(counts)) !== round1(rating); guard++) {
    const up = meanOf(counts) < rating;
    const from = up ? [3, 2, 1, 0].find((i) => counts[i]! > 0) : [1, 2, 3, 4].find((i) => counts[i]! > 0);
    if (from === undefined) break;
    counts[from]!--;
    counts[from + (up ? 1 : -1)]!++;
  }
  return counts;
}
