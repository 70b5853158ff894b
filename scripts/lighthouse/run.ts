import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type LighthouseFigures, scriptingMs } from '../../tooling/floor-compare';

// One Lighthouse 12 run (mobile, simulated throttling: its defaults) of a URL in Debian's
// Chromium, read into the figures `npm run lighthouse` compares. Lighthouse comes from the npm
// registry through npx on first use.

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function runLighthouse(url: string, file: string): void {
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
}

interface Report {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown } } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
}

export function readReport(file: string): LighthouseFigures {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time'),
    scripting: scriptingMs(report.audits['mainthread-work-breakdown']?.details?.items),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** Lighthouse on `url`, its JSON report written to `file`; one retry (it sometimes loses a busy machine's trace: NO_NAVSTART). */
export function lighthouse(url: string, file: string): LighthouseFigures {
  try {
    runLighthouse(url, file);
  } catch {
    console.warn(`lighthouse failed on ${url}; running it again`);
    runLighthouse(url, file);
  }
  return readReport(file);
}
