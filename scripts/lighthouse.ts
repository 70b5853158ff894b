// `npm run lighthouse [-- BASE_URL] [-- --check] [-- --quiz]`: Lighthouse 12 (mobile, simulated throttling) on
// the floor page (bench/floor: the framework alone, built when its sources changed and served
// here on loopback) and on home, /shop, a product and a blog post of a running production shop
// (`npm start`; default http://localhost:3000), in one session: rounds alternate between the
// pages, so the machine's changing speed weighs on all of them alike. Prints the median of
// LIGHTHOUSE_RUNS (3) runs per page, then each page's checks against the floor (tooling/floor-compare.ts)
// as PASS/FAIL lines; --check exits 1 when one fails. Each page is loaded once first, uncounted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFloor } from '../bench/floor/start';
import {
  formatCheck,
  LIGHTHOUSE_TARGETS,
  lighthouseChecks,
  type LighthouseFigures,
  medianFigures,
  SCRIPTING_GROUPS,
} from '../tooling/floor-compare';
import { lighthouse } from './lighthouse/run';
import { SKIN_QUIZ_PATH, SKIN_QUIZ_RESULT_PATH } from '../shared/routes/paths';
import { quizAnswersToParams, type QuizAnswers } from '../shared/rules/routine/quiz-answers';

const args = process.argv.slice(2);
const check = args.includes('--check');
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));

/** The first product and blog post linked from their listings, so the script follows the catalogue. */
async function firstLink(path: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${base}${path}`)).text();
  const match = new RegExp(`href="(${prefix}[^"#?]+)"`).exec(html);
  if (!match) throw new Error(`no ${prefix} link on ${path}`);
  return match[1]!;
}

const pages: [name: string, url: string][] = [
  ['home', `${base}/`],
  ['/shop', `${base}/shop`],
  ['product', base + (await firstLink('/shop', '/products/(?!compare)'))],
  ['blog post', base + (await firstLink('/blog', '/blog/(?!category/)'))],
];
// --quiz: a content page and the skin quiz's question and result pages, held to the same checks.
if (args.includes('--quiz')) {
  const answers: QuizAnswers = {
    skinType: 'combination',
    concerns: ['acne', 'discolorations'],
    sensitivity: 'sometimes',
    time: 'both',
    length: 'full',
    sun: 'moderate',
    fragranceFree: false,
  };
  pages.push(
    ['content', base + (await firstLink('/', '/content/'))],
    ['skin quiz', `${base}${SKIN_QUIZ_PATH}`],
    ['quiz result', `${base}${SKIN_QUIZ_RESULT_PATH}?${quizAnswersToParams(answers).toString()}`],
  );
}
const floor = await startFloor();
const all: [string, string][] = [['floor', `${floor.url}/`], ...pages];
const results = new Map<string, LighthouseFigures[]>(all.map(([name]) => [name, []]));
try {
  // A first load of each page, not counted: the server makes and caches the image sizes the page
  // asks for on its first request (sharp, CPU-bound), which on a two-core machine would slow the
  // browser's main thread in the first measured round. A running shop has them made already.
  for (const [name, url] of pages) {
    const r = lighthouse(url, join(out, `${name.replace(/\W+/g, '-')}-warm-up.json`));
    console.error(`warm-up ${name}: performance ${r.performance} (not counted)`);
  }
  for (let round = 0; round < runs; round++) {
    for (const [name, url] of all) {
      const file = join(out, `${name.replace(/\W+/g, '-')}-${round}.json`);
      const r = lighthouse(url, file);
      results.get(name)!.push(r);
      console.error(
        `round ${round + 1}/${runs} ${name}: performance ${r.performance}, TBT ${Math.round(r.tbt)} ms, scripting ${Math.round(r.scripting)} ms`,
      );
    }
  }
} finally {
  await floor.stop();
}

const medians = new Map([...results].map(([name, list]) => [name, medianFigures(list)]));

const f0 = (n: number) => Math.round(n).toString();
console.log(
  `\nLighthouse 12, mobile, simulated throttling, one session: median of ${runs} runs a page (reports in ${out}).`,
);
console.log(
  `Scripting: mainthread-work-breakdown's ${SCRIPTING_GROUPS.join(' + ')} (ms, Lighthouse's 4x CPU scale).\n`,
);
console.log(
  '| page | performance | accessibility | best practices | SEO | TBT ms | scripting ms | LCP s | FCP s | CLS |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, url] of all) {
  const r = medians.get(name)!;
  const path = new URL(url).pathname;
  console.log(
    `| ${name} (${path}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${f0(r.tbt)} | ${f0(r.scripting)} | ${(r.lcp / 1000).toFixed(2)} | ${(r.fcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} |`,
  );
}

const checks = lighthouseChecks(
  medians.get('floor')!,
  pages.map(([name]) => ({ name, figures: medians.get(name)! })),
);
console.log(
  `\nAgainst the floor (TBT ≤ floor + ${LIGHTHOUSE_TARGETS.tbtOverFloorMs} ms, scripting ≤ ${LIGHTHOUSE_TARGETS.scriptingFactor}× floor, performance ≥ ${LIGHTHOUSE_TARGETS.performance} when the floor scores ${LIGHTHOUSE_TARGETS.floorPerformance}, the other scores ${LIGHTHOUSE_TARGETS.otherScores}):`,
);
for (const c of checks) console.log(formatCheck(c));
const failed = checks.filter((c) => c.verdict === 'FAIL').length;
console.log(failed === 0 ? '\nAll checks pass.' : `\n${failed} of ${checks.length} checks fail.`);
if (check && failed > 0) process.exitCode = 1;
