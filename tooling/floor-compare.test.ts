import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCheck,
  LIGHTHOUSE_TARGETS,
  lighthouseChecks,
  type LighthouseFigures,
  longTaskFigures,
  median,
  medianFigures,
  pairedLongTaskVerdict,
  scriptingMs,
} from './floor-compare';

describe('median', () => {
  it.each([
    [[], Number.NaN],
    [[7], 7],
    [[3, 1, 2], 2],
    [[40, 10, 30, 20], 25],
    [[5, 5, 100], 5],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('lies between the least and the greatest value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1 }), (values) => {
        const m = median(values);
        return m >= Math.min(...values) && m <= Math.max(...values);
      }),
    );
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own', () => {
    const runs = [
      { tbt: 300, scripting: 900 },
      { tbt: 100, scripting: 1000 },
      { tbt: 200, scripting: 800 },
    ];
    expect(medianFigures(runs)).toEqual({ tbt: 200, scripting: 900 });
    expect(medianFigures([])).toEqual({});
  });
});

describe('longTaskFigures', () => {
  it.each([
    [[], { count: 0, total: 0, blocking: 0, longest: 0 }],
    [[50], { count: 1, total: 50, blocking: 0, longest: 50 }],
    [[51, 120], { count: 2, total: 171, blocking: 71, longest: 120 }],
    [[300, 60, 55], { count: 3, total: 415, blocking: 265, longest: 300 }],
  ])('%j', (durations, expected) => {
    expect(longTaskFigures(durations)).toEqual(expected);
  });

  it('blocking time never exceeds the total, the longest lies within it', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 50, max: 5000, noNaN: true })), (durations) => {
        const f = longTaskFigures(durations);
        return f.blocking <= f.total + 1e-9 && f.longest <= f.total + 1e-9 && f.blocking >= 0;
      }),
    );
  });
});

describe('pairedLongTaskVerdict', () => {
  const floor = longTaskFigures([120, 80]); // total 200, blocking 100, longest 120
  const bounds = { blockingMarginOfFloorTotal: 0.25, longestFactor: 1.5 };
  const verdict = (...pages: number[][]) =>
    pairedLongTaskVerdict(
      pages.map((durations) => ({ page: longTaskFigures(durations), floor })),
      bounds,
    );
  it.each([
    ['the floor itself', [[120, 80]], 0, 1, true, true],
    ['at the limits: blocking 150, longest 180', [[180, 70]], 0.25, 1.5, true, true],
    ['blocking over: 100 + 50 + 1', [[151, 100]], 0.255, 151 / 120, false, true],
    ['one task too long', [[181]], 0.155, 181 / 120, true, false],
    ['many short tasks under 50 ms block nothing', [[49, 49, 49, 49]], -0.5, 49 / 120, true, true],
    ['one bad load of three is the median’s outlier', [[120, 80], [600], [130, 70]], 0, 130 / 120, true, true],
  ])('%s', (_name, pages, share, longest, blockingPass, longestPass) => {
    const v = verdict(...pages);
    expect(v.blockingShare).toBeCloseTo(share, 9);
    expect(v.longestRatio).toBeCloseTo(longest, 9);
    expect([v.blockingPass, v.longestPass]).toEqual([blockingPass, longestPass]);
  });

  it('a floor without long tasks: any blocking fails, none passes', () => {
    const none = longTaskFigures([]);
    const pair = (durations: number[]) => [{ page: longTaskFigures(durations), floor: none }];
    expect(pairedLongTaskVerdict(pair([80]), bounds)).toMatchObject({ blockingPass: false, longestPass: false });
    expect(pairedLongTaskVerdict(pair([]), bounds)).toMatchObject({ blockingShare: 0, longestRatio: 0 });
  });
});

describe('scriptingMs', () => {
  it.each([
    [
      'both groups summed',
      [
        { group: 'scriptEvaluation', duration: 300 },
        { group: 'scriptParseCompile', duration: 45.5 },
        { group: 'styleLayout', duration: 90 },
      ],
      345.5,
    ],
    ['one group', [{ group: 'scriptEvaluation', duration: 12 }], 12],
    ['no scripting row', [{ group: 'other', duration: 10 }], Number.NaN],
    ['not a list', { items: [] }, Number.NaN],
    ['a row without a duration', [{ group: 'scriptEvaluation' }], Number.NaN],
    ['undefined', undefined, Number.NaN],
  ])('%s', (_name, items, expected) => {
    expect(scriptingMs(items)).toBe(expected);
  });

  it('never throws, and answers a finite sum or NaN', () => {
    fc.assert(
      fc.property(fc.anything(), (items) => {
        const ms = scriptingMs(items);
        return Number.isNaN(ms) || Number.isFinite(ms);
      }),
    );
  });
});

describe('lighthouseChecks', () => {
  const figures = (o: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    tbt: 40,
    scripting: 400,
    lcp: 1000,
    fcp: 800,
    cls: 0,
    ...o,
  });
  const verdicts = (floor: LighthouseFigures, page: LighthouseFigures) =>
    lighthouseChecks(floor, [{ name: 'p', figures: page }]).map((c) => c.verdict);

  it.each([
    ['the floor against itself', figures(), figures(), ['PASS', 'PASS', 'PASS', 'PASS']],
    [
      'at the limits',
      figures(),
      figures({ tbt: 90, scripting: 600, performance: 98 }),
      ['PASS', 'PASS', 'PASS', 'PASS'],
    ],
    ['TBT 1 ms over', figures(), figures({ tbt: 91 }), ['FAIL', 'PASS', 'PASS', 'PASS']],
    ['scripting over 1.5x', figures(), figures({ scripting: 601 }), ['PASS', 'FAIL', 'PASS', 'PASS']],
    ['performance 97', figures(), figures({ performance: 97 }), ['PASS', 'PASS', 'FAIL', 'PASS']],
    [
      'floor at 99: performance not judged',
      figures({ performance: 99 }),
      figures({ performance: 80 }),
      ['PASS', 'PASS', 'SKIP', 'PASS'],
    ],
    ['SEO 92', figures(), figures({ seo: 92 }), ['PASS', 'PASS', 'PASS', 'FAIL']],
    ['scripting unknown', figures(), figures({ scripting: Number.NaN }), ['PASS', 'FAIL', 'PASS', 'PASS']],
  ])('%s', (_name, floor, page, expected) => {
    expect(verdicts(floor, page)).toEqual(expected);
  });

  it('says what was compared', () => {
    const lines = lighthouseChecks(figures({ tbt: 60 }), [
      { name: 'product', figures: figures({ tbt: 329, scripting: 900, seo: 92 }) },
    ]).map(formatCheck);
    expect(lines).toEqual([
      `FAIL  product: TBT 329 ms ≤ floor 60 ms + ${LIGHTHOUSE_TARGETS.tbtOverFloorMs} = 110 ms`,
      'FAIL  product: scripting 900 ms ≤ 1.5 × floor 400 ms = 600 ms (2.25×)',
      'PASS  product: performance 100 ≥ 98',
      'FAIL  product: SEO 92 (< 100)',
    ]);
  });
});
