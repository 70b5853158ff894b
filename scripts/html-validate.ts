// `npm run check:html` (after `npm run build`): the W3C Nu HTML Checker (vnu.jar, Java 11+) over
// the server-rendered HTML of each main page type of the built shop, on a loopback port of its
// own with a fresh data directory. Any error fails the run; warnings are printed and allowed.
// With BASE_URL set it checks that shop instead of starting one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop, type RunningShop } from '../tests/e2e/shop-server';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface Target {
  name: string;
  path: string;
  status: number;
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The first href on a page that matches, so the product and post checked are ones the shop has. */
async function firstLink(base: string, page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(base + page)).text();
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${page}`);
  return found;
}

async function targets(base: string): Promise<Target[]> {
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'shop', path: '/shop', status: 200 },
    { name: 'product', path: await firstLink(base, '/shop', /^\/products\/[^/?#]+$/), status: 200 },
    { name: 'cart', path: '/cart', status: 200 },
    { name: 'blog post', path: await firstLink(base, '/blog', /^\/blog\/(?!category\/)[^/?#]+$/), status: 200 },
    { name: 'content page', path: '/content/shipping-returns', status: 200 },
    { name: 'search', path: '/search?q=serum', status: 200 },
    { name: 'sign in', path: '/account/login', status: 200 },
    { name: 'not found', path: '/no-such-page-here', status: 404 },
  ];
}

function javaMissing(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).error !== undefined;
}

async function main(): Promise<number> {
  if (javaMissing()) {
    console.error('check:html needs Java 11 or later on the PATH (Debian: apt-get install default-jre-headless)');
    return 1;
  }
  let shop: RunningShop | undefined;
  const base = process.env.BASE_URL ?? (shop = await startShop()).baseUrl;
  const dir = mkdtempSync(join(tmpdir(), 'html-validate-'));
  try {
    const pages = await targets(base);
    const files = new Map<string, Target>();
    for (const [i, t] of pages.entries()) {
      // The whole streamed document, as a browser without JavaScript receives it.
      const res = await fetch(base + t.path, { headers: { accept: 'text/html' } });
      if (res.status !== t.status) throw new Error(`${t.path} answered ${res.status}, expected ${t.status}`);
      const file = join(dir, `${i}.html`);
      writeFileSync(file, await res.text());
      files.set(file, t);
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error || run.status !== 0) throw new Error(`vnu.jar failed: ${run.error?.message ?? run.stderr}`);
    // vnu writes its JSON report on stderr.
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    let errors = 0;
    let warnings = 0;
    for (const [file, t] of files) {
      const own = messages.filter((m) => m.url !== undefined && decodeURIComponent(new URL(m.url).pathname) === file);
      const pageErrors = own.filter((m) => m.type !== 'info');
      const pageWarnings = own.filter((m) => m.type === 'info' && m.subType === 'warning');
      errors += pageErrors.length;
      warnings += pageWarnings.length;
      console.log(
        `${pageErrors.length ? 'FAIL' : 'ok  '} ${t.name} (${t.path}): ${pageErrors.length} errors, ${pageWarnings.length} warnings`,
      );
      for (const m of [...pageErrors, ...pageWarnings]) {
        const kind = m.type === 'info' ? 'warning' : 'error';
        console.log(
          `     ${kind}${m.lastLine ? ` line ${m.lastLine}` : ''}: ${m.message}${m.extract ? `\n       ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
        );
      }
    }
    const unplaced = messages.filter(
      (m) => m.type !== 'info' && (m.url === undefined || !files.has(decodeURIComponent(new URL(m.url).pathname))),
    );
    for (const m of unplaced) console.log(`error: ${m.message}`);
    errors += unplaced.length;
    console.log(`${pages.length} pages: ${errors} errors, ${warnings} warnings`);
    return errors === 0 ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await shop?.stop();
  }
}

process.exitCode = await main();
