import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, waitForHydration } from './browser';

// The bar at the top of the page shows while a client navigation waits for its data
// (ProgressBar.tsx). Each /api answer is held 1.5 s, so both navigations are long; the second
// starts from the page, a set time after the first one's bar completed, around when the first
// one's fade ends (350 ms): that fade's timer must not hide the second navigation's bar.
const base = inject('baseUrl');
const DATA_DELAY_MS = 1_500;
/** At least this long in "loading" per navigation: the data arrives 1.5 s after the click. */
const MIN_LOADING_MS = 1_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A change of the bar's state, or a click, at a time on the page's clock. */
interface Mark {
  at: number;
  what: string;
  /** the fill's horizontal scale half a second into a loading state (0: an invisible bar) */
  scale?: number;
}

/** The bar's states from a click to the next click (or the end). */
function afterClick(marks: Mark[], link: string): Mark[] {
  const from = marks.findIndex((m) => m.what === `click ${link}`);
  const to = marks.findIndex((m, i) => i > from && m.what.startsWith('click'));
  return marks.slice(from + 1, to === -1 ? undefined : to);
}

describe('the navigation progress bar', () => {
  it.each([250, 300, 350])(
    "shows for two navigations in a row, the second %i ms after the first one's bar completed",
    async (gap) => {
      const { page, problems } = await openPage(browser);
      // Pictures are no part of this and can be slow to come: refused at once.
      await page.route(
        (url) => url.pathname.startsWith('/_ipx/'),
        (route) => route.fulfill({ status: 404, body: '' }),
      );
      await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await page.route(
        (url) => url.pathname.startsWith('/api/'),
        async (route) => {
          await new Promise((r) => setTimeout(r, DATA_DELAY_MS));
          await route.continue().catch(() => {
            /* the page went away */
          });
        },
      );
      // A slower CPU makes the window in which the fade's timer lands during the next navigation's render wider.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Page-side timing (a string: the test runner's transpiler must not touch the function).
      await page.evaluate(`(() => {
      const bar = document.querySelector('.progress-bar');
      const marks = (window.marks = []);
      const mark = (what) => marks.push({ at: Math.round(performance.now()), what });
      for (const [href, id] of [['/blog', 'first'], ['/content/shipping-returns', 'second']]) {
        const a = document.createElement('a');
        a.href = href; a.id = id; a.textContent = id;
        document.querySelector('main').prepend(a);
      }
      const click = (id) => { mark('click ' + id); document.getElementById(id).click(); };
      new MutationObserver((records) => {
        // every state, even two within one task: each record's old value is the previous one's new value
        const states = records.slice(1).map((r) => r.oldValue).concat(bar.getAttribute('data-state'));
        for (const state of states) {
          mark(state);
          if (state === 'loading') {
            const loading = marks[marks.length - 1];
            setTimeout(() => { loading.scale = new DOMMatrix(getComputedStyle(bar.firstElementChild).transform).a; }, 500);
          }
          if (state === 'done' && !marks.some((m) => m.what === 'click second')) setTimeout(() => click('second'), ${gap});
        }
      }).observe(bar, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
      click('first');
    })()`);
      await page.waitForURL(`${base}/content/shipping-returns`, { timeout: 60_000, waitUntil: 'commit' });
      await expect
        .poll(() => page.locator('.progress-bar').getAttribute('data-state'), { timeout: 15_000 })
        .toBe('idle');
      const marks = await page.evaluate(() => (window as unknown as { marks: Mark[] }).marks);
      for (const link of ['first', 'second']) {
        // An idle before the loading is the previous navigation's fade ending on time (the page's
        // timers run late on a busy machine): it ended before this navigation started.
        const all = afterClick(marks, link);
        const seen = all.slice(
          Math.max(
            0,
            all.findIndex((m) => m.what !== 'idle'),
          ),
        );
        const states = seen.map((m) => m.what);
        // loading until the page's data is in, then done, then idle (the first one's fade may be cut
        // short by the second click): never idle while it loads
        const ending = link === 'first' && states.length === 2 ? [] : ['idle'];
        expect(states, `${link}: ${JSON.stringify(marks)}`).toEqual(['loading', 'done', ...ending]);
        expect(seen[1]!.at - seen[0]!.at, link).toBeGreaterThanOrEqual(MIN_LOADING_MS);
        expect(seen[0]!.scale, link).toBeGreaterThan(0.05);
      }
      expect(problems.filter((p) => !p.includes('/_ipx/'))).toEqual([]);
      await page.context().close();
    },
    120_000,
  );
});
