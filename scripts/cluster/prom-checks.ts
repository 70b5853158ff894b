import type { Sample } from './prometheus';

// The arithmetic of the Prometheus phase, apart from its I/O: counters read twice and the
// difference by label, and the tolerance a counted load is held to.

/** Samples by one label's value (series without it are left out). */
export function byLabel(samples: readonly Sample[], label: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of samples) {
    const key = s.metric[label];
    if (key !== undefined) out.set(key, (out.get(key) ?? 0) + s.value);
  }
  return out;
}

/**
 * How much each counter rose between two reads, by `label`. A series absent before (no
 * request of that kind yet) started at 0; one absent after was lost (a restart): NaN.
 */
export function increaseBy(before: readonly Sample[], after: readonly Sample[], label: string): Map<string, number> {
  const was = byLabel(before, label);
  const now = byLabel(after, label);
  const out = new Map<string, number>();
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const a = now.get(key);
    out.set(key, a === undefined ? Number.NaN : a - (was.get(key) ?? 0));
  }
  return out;
}

/** Null when `observed` is within `tolerance` (a share) of `expected`, else why not. */
export function outsideTolerance(observed: number, expected: number, tolerance: number): string | null {
  if (!Number.isFinite(observed)) return `counted ${observed}, sent ${expected}`;
  const allowed = expected * tolerance;
  if (Math.abs(observed - expected) <= allowed) return null;
  const off = expected === 0 ? Infinity : ((observed - expected) / expected) * 100;
  return `counted ${observed}, sent ${expected} (${off > 0 ? '+' : ''}${off.toFixed(1)}%, ±${(tolerance * 100).toFixed(0)}% allowed)`;
}

/** A ratio Prometheus answered: a share between 0 and 1, or why it is not one. */
export function ratioProblem(value: number | undefined): string | null {
  if (value === undefined) return 'no series';
  if (!Number.isFinite(value)) return `not a number (${value}): no lookups in the window`;
  if (value < 0 || value > 1) return `${value} is not a share`;
  return null;
}
