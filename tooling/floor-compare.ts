// Our pages against the floor page (bench/floor: react-dom, the data router and React Query, and
// nothing else), measured in one session: the checks of `npm run lighthouse` and of the long-task
// browser test. Each is a difference or a ratio to the floor measured beside it, never a fixed
// number of milliseconds: this machine's speed changes by 2x within an hour, and both sides move.

/** The median; the mean of the middle two for an even count, NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs, figure by figure (so the result need not be one run's). */
export function medianFigures<T extends { [K in keyof T]: number }>(runs: readonly T[]): T {
  const keys = runs.length === 0 ? [] : (Object.keys(runs[0]!) as (keyof T)[]);
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as T;
}

// ---- long tasks (tests/e2e/long-tasks.e2e.ts)

export interface LongTaskFigures {
  count: number;
  /** all long tasks' time, ms */
  total: number;
  /** total blocking time: each task's time beyond 50 ms, summed (Lighthouse's definition) */
  blocking: number;
  longest: number;
}

export const BLOCKING_THRESHOLD_MS = 50;

export function longTaskFigures(durations: readonly number[]): LongTaskFigures {
  let total = 0;
  let blocking = 0;
  let longest = 0;
  for (const d of durations) {
    total += d;
    blocking += Math.max(0, d - BLOCKING_THRESHOLD_MS);
    longest = Math.max(longest, d);
  }
  return { count: durations.length, total, blocking, longest };
}

export interface LongTaskBounds {
  /** a page's blocking time may exceed the floor's by this share of the floor's total long-task time */
  blockingMarginOfFloorTotal: number;
  /** a page's longest task may be this many times the floor's longest */
  longestFactor: number;
}

export interface PairedVerdict {
  /** median over the pairs of (page's blocking time − floor's) ÷ floor's total long-task time */
  blockingShare: number;
  /** median over the pairs of page's longest task ÷ floor's longest */
  longestRatio: number;
  blockingPass: boolean;
  longestPass: boolean;
}

/** a ÷ b, where nothing over nothing is 0 and something over nothing is Infinity */
const ratio = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Number.POSITIVE_INFINITY : 0);

/**
 * A page against the floor, each of its loads paired with a floor load made just before it (the
 * machine's speed at that moment weighs on both); the median over the pairs is judged.
 */
export function pairedLongTaskVerdict(
  pairs: readonly { page: LongTaskFigures; floor: LongTaskFigures }[],
  bounds: LongTaskBounds,
): PairedVerdict {
  const blockingShare = median(pairs.map((p) => ratio(p.page.blocking - p.floor.blocking, p.floor.total)));
  const longestRatio = median(pairs.map((p) => ratio(p.page.longest, p.floor.longest)));
  return {
    blockingShare,
    longestRatio,
    blockingPass: blockingShare <= bounds.blockingMarginOfFloorTotal,
    longestPass: longestRatio <= bounds.longestFactor,
  };
}

// ---- Lighthouse (scripts/lighthouse.ts)

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** total blocking time, ms */
  tbt: number;
  /** mainthread-work-breakdown's scriptEvaluation + scriptParseCompile, ms */
  scripting: number;
  lcp: number;
  fcp: number;
  cls: number;
}

export const LIGHTHOUSE_TARGETS = {
  /** a page's TBT at most the floor's plus this */
  tbtOverFloorMs: 50,
  /** a page's scripting time at most this many times the floor's */
  scriptingFactor: 1.5,
  /** a page's performance score at least this … */
  performance: 98,
  /** … when the floor scores this in the same session */
  floorPerformance: 100,
  /** accessibility, best practices and SEO */
  otherScores: 100,
};

export const SCRIPTING_GROUPS = ['scriptEvaluation', 'scriptParseCompile'];

/**
 * Scripting time from the `mainthread-work-breakdown` audit's details.items ({ group, duration }
 * rows): the sum of SCRIPTING_GROUPS, NaN when the items are not there or not that shape.
 */
export function scriptingMs(items: unknown): number {
  if (!Array.isArray(items)) return Number.NaN;
  let sum = 0;
  let found = false;
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) return Number.NaN;
    const { group, duration } = item as { group?: unknown; duration?: unknown };
    if (typeof group !== 'string' || typeof duration !== 'number' || !Number.isFinite(duration)) return Number.NaN;
    if (!SCRIPTING_GROUPS.includes(group)) continue;
    sum += duration;
    found = true;
  }
  return found ? sum : Number.NaN;
}

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface Check {
  page: string;
  verdict: Verdict;
  detail: string;
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** The issue's checks of each page against the floor of the same session, in order. */
export function lighthouseChecks(
  floor: LighthouseFigures,
  pages: readonly { name: string; figures: LighthouseFigures }[],
  t: typeof LIGHTHOUSE_TARGETS = LIGHTHOUSE_TARGETS,
): Check[] {
  const checks: Check[] = [];
  const check = (page: string, pass: boolean, detail: string) =>
    checks.push({ page, verdict: pass ? 'PASS' : 'FAIL', detail });
  for (const { name, figures: p } of pages) {
    const tbtLimit = floor.tbt + t.tbtOverFloorMs;
    check(name, p.tbt <= tbtLimit, `TBT ${ms(p.tbt)} ≤ floor ${ms(floor.tbt)} + ${t.tbtOverFloorMs} = ${ms(tbtLimit)}`);
    const scriptingLimit = floor.scripting * t.scriptingFactor;
    check(
      name,
      p.scripting <= scriptingLimit,
      `scripting ${ms(p.scripting)} ≤ ${t.scriptingFactor} × floor ${ms(floor.scripting)} = ${ms(scriptingLimit)} (${(p.scripting / floor.scripting).toFixed(2)}×)`,
    );
    if (floor.performance >= t.floorPerformance)
      check(name, p.performance >= t.performance, `performance ${p.performance} ≥ ${t.performance}`);
    else
      checks.push({
        page: name,
        verdict: 'SKIP',
        detail: `performance ${p.performance} ≥ ${t.performance}: not judged, the floor scored ${floor.performance} (< ${t.floorPerformance})`,
      });
    const others = { accessibility: p.accessibility, 'best practices': p.bestPractices, SEO: p.seo };
    const below = Object.entries(others).filter(([, score]) => score < t.otherScores);
    check(
      name,
      below.length === 0,
      below.length === 0
        ? `accessibility, best practices and SEO ${t.otherScores}`
        : `${below.map(([k, v]) => `${k} ${v}`).join(', ')} (< ${t.otherScores})`,
    );
  }
  return checks;
}

export const formatCheck = (c: Check): string => `${c.verdict}  ${c.page}: ${c.detail}`;
