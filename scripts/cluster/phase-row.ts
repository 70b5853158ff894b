import type { Answer } from './http-client';
import type { LoadResult } from './load';

// A phase's row of the cluster test's summary; `problems` are unexpected failures (the run
// fails on any), `expected` the failures the phase allows (a hard kill's in-flight requests),
// counted and reported.

export interface PhaseRow {
  phase: string;
  requests: number;
  failures: number;
  expected: number;
  latencies: number[];
  problems: string[];
  notes: string[];
  /** The phase's own figure for the summary table (a change's time to every replica). */
  measured?: string;
}

export function row(phase: string): PhaseRow {
  return { phase, requests: 0, failures: 0, expected: 0, latencies: [], problems: [], notes: [] };
}

/** Counts one request of a check phase. */
export async function probe(r: PhaseRow, run: () => Promise<Answer>): Promise<Answer> {
  r.requests += 1;
  const answer = await run();
  r.latencies.push(answer.ms);
  return answer;
}

export function fromLoad(r: PhaseRow, load: LoadResult): void {
  r.requests += load.requests;
  r.latencies.push(...load.latencies);
  r.notes.push(`${load.cartChanges} cart changes`);
  for (const lost of load.lostChanges) r.problems.push(`lost cart change: ${lost}`);
}
