import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS, type Screen } from '../shared/routes/route-table';
import { readManifest } from '../server/render/client-assets';
import { staticClosure, type ViteManifest } from '../server/render/vite-manifest';
import { screenOfSource } from '../client/screens/screen-registry';
import { budgetTable, firstLoad, sourceOf } from './bundle-budget';
import { BUNDLE_BUDGETS_KB } from './bundle-budgets';

// Decision 018: a production build of the browser bundle into a temporary folder, and each page
// type's first-load JavaScript (entry + route chunk + their static imports, gzip -9) from its
// manifest against its budget. The table is printed for the lead.

let outDir: string;
let manifest: ViteManifest;
/** Each output file's source modules. */
const modulesOf = new Map<string, string[]>();

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  // vitest runs with NODE_ENV=test, which would make Vite build React's development bundles.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  for (const output of [result].flat() as { output?: { type: string; fileName: string; moduleIds?: string[] }[] }[]) {
    for (const chunk of output.output ?? [])
      if (chunk.type === 'chunk') modulesOf.set(chunk.fileName, chunk.moduleIds ?? []);
  }
  manifest = readManifest(outDir);
}, 240_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('bundle budget', () => {
  it("every screen but the catch-all's placeholder has its own route chunk", () => {
    for (const screen of Object.keys(SCREENS) as Screen[]) {
      const source = sourceOf(manifest, screen);
      if (screen === 'placeholder') expect(source).toBeUndefined();
      else expect(source && manifest[source]?.isDynamicEntry, screen).toBe(true);
    }
  });

  it('no xss or cssfilter anywhere in the browser', () => {
    const all = [...modulesOf.values()].flat();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((id) => /node_modules\/(xss|cssfilter)\//.test(id))).toEqual([]);
  });

  // Schemas load with the form that parses (cart, review, sign-in, address, newsletter …) at its
  // first submit, and the browser's calls load the call table with their first call; plain values
  // live in zod-free modules beside them (cart-intents, catalog-values, customer-values …).
  it.each((Object.keys(SCREENS) as Screen[]).filter((s) => s !== 'placeholder'))(
    '%s: no zod in the first load',
    (screen) => {
      const { files } = firstLoad(manifest, outDir, screen);
      const first = files.flatMap((f) => modulesOf.get(f) ?? []);
      expect(first.length).toBeGreaterThan(0);
      expect(
        first.filter((id) => /node_modules\/zod\//.test(id)),
        screen,
      ).toEqual([]);
      const entryFile = manifest['client/entry-client.tsx']!.file;
      expect((modulesOf.get(entryFile) ?? []).filter((id) => /node_modules\/zod\//.test(id))).toEqual([]);
    },
  );

  // The call table loads with a page's first API call (an add to cart on /shop): a module it
  // shares with a screen must not put that screen's chunk, and its forms, into its download.
  it("the browser's call table brings no screen's code with it", () => {
    const closure = staticClosure(manifest, ['shared/contract/registry.ts']);
    expect(closure.length).toBeGreaterThan(1);
    expect(closure.filter((key) => screenOfSource(key) !== null)).toEqual([]);
  });

  // What each product card offers (the toggles' first-load part) comes with a grid: a page that
  // starts with one has it when the grid first renders, a page without one never loads it.
  it("the cards' toggles load with the pages that start with a product grid, and with no other", () => {
    const withToggles = (screen: Screen) =>
      firstLoad(manifest, outDir, screen).files.some((file) =>
        (modulesOf.get(file) ?? []).some((id) => id.endsWith('client/app/product-card-toggles.tsx')),
      );
    const screens: Screen[] = ['home', 'shop', 'product', 'content', 'blog-post', 'cart', 'account-login'];
    expect(screens.filter(withToggles)).toEqual(['home', 'shop']);
  });

  it("each page type's first-load JavaScript is within its budget", () => {
    const rows = Object.entries(BUNDLE_BUDGETS_KB).map(([page, { screen, gzipKb, targetKb }]) => ({
      page,
      load: firstLoad(manifest, outDir, screen),
      budgetKb: gzipKb,
      targetKb,
    }));
    console.log(`first-load JavaScript (gzip -9, KB = 1000 bytes)\n${budgetTable(rows)}`);
    const over = rows
      .filter((r) => r.load.gzip > r.budgetKb * 1000)
      .map((r) => `${r.page}: ${(r.load.gzip / 1000).toFixed(1)} KB > ${r.budgetKb} KB`);
    expect(over).toEqual([]);
  });

  // The quiz's pages are held to a content page's budget, wherever that moves; My routine to its
  // target (its own budget until it gets there).
  it.each(['skin-quiz', 'skin-quiz-result'])('%s has the content pages’ budget', (page) => {
    expect(BUNDLE_BUDGETS_KB[page]!.gzipKb).toBe(BUNDLE_BUDGETS_KB.content!.gzipKb);
  });
});
