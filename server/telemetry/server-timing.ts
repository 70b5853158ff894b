// The Server-Timing header of a page, so a person in DevTools sees where the time went:
// `upstream` the loaders' time (waiting for the upstream) before the shell, `render` React's
// time to the shell, `cache` whether the page came from the page cache. A kept page was neither
// fetched nor rendered for this request: it says `cache;desc=HIT` only.

export interface PageTiming {
  /** Milliseconds spent in the route loaders before React started. */
  upstreamMs: number;
  /** Milliseconds from the loaders' end to the shell. */
  renderMs: number;
}

// Rounded to a tenth; nonsense (negative, NaN, beyond a day) never reaches the header as such.
const ms = (value: number) =>
  Number.isFinite(value) && value > 0 ? Math.round(Math.min(value, 86_400_000) * 10) / 10 : 0;

export function serverTiming(cache: 'HIT' | 'MISS', timing?: PageTiming): string {
  if (cache === 'HIT' || !timing) return `cache;desc=${cache}`;
  return `upstream;dur=${ms(timing.upstreamMs)}, render;dur=${ms(timing.renderMs)}, cache;desc=MISS`;
}
