import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFloor, type RunningFloor } from '../../bench/floor/start';
import {
  type LongTaskBounds,
  type LongTaskFigures,
  longTaskFigures,
  medianFigures,
  pairedLongTaskVerdict,
} from '../../tooling/floor-compare';
import { launchBrowser, openPage, waitForElementHydrated, waitForHydration } from './browser';

// Long tasks while a page loads, on a phone's CPU (4x slower through CDP), against the floor page
// (bench/floor: react-dom, the data router and React Query, and nothing else) loaded in the same
// test, rounds alternating between the pages: the machine's speed moves both alike, so the test
// bounds ratios to the floor, never milliseconds.

/**
 * A page's blocking time (each long task's time beyond 50 ms, summed) may exceed the floor's by
 * this share of the floor's total long-task time, and its longest task may be this many times
 * the floor's longest. The lead sets them (docs/performance.md, "The floor page").
 */
export const LONG_TASK_BOUNDS: LongTaskBounds = { blockingMarginOfFloorTotal: 0.5, longestFactor: 1 };

const CPU_SLOWDOWN = 4;
const ROUNDS = 3;
/** After load, the page is done once no long task has started for this long. */
const QUIET_MS = 1500;
const MAX_WAIT_MS = 20_000;
/** Lighthouse's phone (Moto G Power) */
const PHONE = { width: 412, height: 823 };

const baseUrl = inject('baseUrl');
let browser: Browser;
let floor: RunningFloor;

beforeAll(async () => {
  floor = await startFloor();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await floor?.stop();
});

/** The first link under `prefix` on a listing, so the test follows the catalogue. */
async function firstLink(path: string, prefix: RegExp): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const match = new RegExp(`href="(${prefix.source}[^"#?]+)"`).exec(html);
  if (!match) throw new Error(`no link like ${prefix} on ${path}`);
  return match[1]!;
}

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

/** The floor hydrates with no marker of ours: React's fiber on its heading says it is done. */
const floorHydrated = (page: Page) => waitForElementHydrated(page, 'h1');

/** One cold load (a fresh context: no cache) of `url`; the durations of its long tasks. */
async function loadOnce(url: string, isFloor: boolean): Promise<number[]> {
  const { page, problems } = await openPage(browser, PHONE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const tasks: number[] = (window.__longTasks = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  await (isFloor ? floorHydrated(page) : waitForHydration(page));
  const until = Date.now() + MAX_WAIT_MS;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < until) {
    const count = await page.evaluate(() => window.__longTasks!.length);
    if (count !== seen) {
      seen = count;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) break;
    await page.waitForTimeout(200);
  }
  const durations = await page.evaluate(() => window.__longTasks!);
  expect(ownProblems(problems), url).toEqual([]);
  await page.context().close();
  return durations;
}

/** Problems but an image transform timing out (504), which a fresh store's first loads see while it draws its images. */
const ownProblems = (problems: string[]) => problems.filter((p) => !/status of 504 .*\/_ipx\//.test(p));

const f0 = (n: number) => Math.round(n).toString();

describe('long tasks during load, against the floor page', () => {
  it(`home, /shop, a product and a post: blocking ≤ floor's + ${LONG_TASK_BOUNDS.blockingMarginOfFloorTotal} × floor's long-task time, longest ≤ ${LONG_TASK_BOUNDS.longestFactor} × floor's`, async () => {
    const floorUrl = `${floor.url}/`;
    const pages: [string, string][] = [
      ['home', `${baseUrl}/`],
      ['/shop', `${baseUrl}/shop`],
      ['product', baseUrl + (await firstLink('/shop', /\/products\/(?!compare)/))],
      ['blog post', baseUrl + (await firstLink('/blog', /\/blog\/(?!category\/)/))],
    ];
    // one load of each first, not counted: the servers' first renders, a fresh store's images drawn
    await loadOnce(floorUrl, true);
    for (const [, url] of pages) await loadOnce(url, false);
    // each page's load right after a floor load of its own, page after page, round after round
    const pairs = new Map<string, { page: LongTaskFigures; floor: LongTaskFigures }[]>(
      pages.map(([name]) => [name, []]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of pages) {
        const floorRun = longTaskFigures(await loadOnce(floorUrl, true));
        pairs.get(name)!.push({ floor: floorRun, page: longTaskFigures(await loadOnce(url, false)) });
      }
    }
    const lines = [
      `long tasks during load, CPU ${CPU_SLOWDOWN}x slower, ${PHONE.width}x${PHONE.height}, ${ROUNDS} cold loads a page, each after a floor load; medians (ms):`,
      '| page | tasks | long-task time | blocking | longest | floor: long-task time | blocking | longest | (blocking − floor blocking) ÷ floor long-task time | longest ÷ floor longest |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    const failed: string[] = [];
    const floorRuns = [...pairs.values()].flat().map((p) => p.floor);
    for (const [name, list] of pairs) {
      const page = medianFigures(list.map((p) => p.page));
      const base = medianFigures(list.map((p) => p.floor));
      const v = pairedLongTaskVerdict(list, LONG_TASK_BOUNDS);
      lines.push(
        `| ${name} | ${page.count} | ${f0(page.total)} | ${f0(page.blocking)} | ${f0(page.longest)} | ${f0(base.total)} | ${f0(base.blocking)} | ${f0(base.longest)} | ${v.blockingShare.toFixed(2)} | ${v.longestRatio.toFixed(2)} |`,
      );
      if (!v.blockingPass)
        failed.push(
          `${name}: blocking over the floor's ${v.blockingShare.toFixed(2)} × its long-task time > ${LONG_TASK_BOUNDS.blockingMarginOfFloorTotal}`,
        );
      if (!v.longestPass)
        failed.push(
          `${name}: longest task ${v.longestRatio.toFixed(2)} × the floor's > ${LONG_TASK_BOUNDS.longestFactor}`,
        );
    }
    lines.push(
      `loads (blocking/longest): ${[...pairs].map(([name, list]) => `${name} ${list.map((p) => `${f0(p.page.blocking)}/${f0(p.page.longest)} after floor ${f0(p.floor.blocking)}/${f0(p.floor.longest)}`).join(', ')}`).join('; ')}`,
    );
    console.log(lines.join('\n'));
    // the floor must show long tasks at all, or no ratio to it means anything
    expect(Math.min(...floorRuns.map((f) => f.count)), 'a floor load showed no long task').toBeGreaterThan(0);
    expect(failed).toEqual([]);
  }, 900_000);
});
