import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { loadConfig } from '../config';
import { builtStaticFiles, sourceMapRule } from './static-files';

// The browser bundle's source maps (2.8 MB of source text) are not published by
// default. The static-files rule of a production build, on a build-shaped folder.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)\n');
  writeFileSync(join(dir, 'assets', 'entry-abc123.js.map'), '{"version":3,"sources":["client/secret.tsx"]}');
  writeFileSync(join(dir, 'assets', 'entry-abc123.css.map'), '{"version":3}');
  writeFileSync(join(dir, 'robots-extra.txt.map'), '{}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'icons', 'logo dark.svg'), '<svg/>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The production wiring of server/app.ts step 3. */
function staticApp(publish: boolean) {
  const app = express();
  app.use(sourceMapRule(publish));
  app.use(builtStaticFiles(dir));
  return app;
}

describe('source maps', () => {
  it.each([
    '/assets/entry-abc123.js.map',
    '/assets/entry-abc123.css.map',
    '/assets/ENTRY-abc123.JS.MAP',
    '/robots-extra.txt.map',
    '/assets/missing.js.map',
  ])('by default %s answers 404 without its content', async (path) => {
    const res = await request(staticApp(false)).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('sources');
  });

  it('the bundle itself is still served', async () => {
    const res = await request(staticApp(false)).get('/assets/entry-abc123.js');
    expect(res.status).toBe(200);
  });

  it('PUBLIC_SOURCE_MAPS=true serves them', async () => {
    const res = await request(staticApp(true)).get('/assets/entry-abc123.js.map');
    expect(res.status).toBe(200);
    expect(res.text).toContain('client/secret.tsx');
  });

  it('the setting defaults to off and accepts only true/false', () => {
    expect(loadConfig({}).publicSourceMaps).toBe(false);
    expect(loadConfig({ PUBLIC_SOURCE_MAPS: 'true' }).publicSourceMaps).toBe(true);
    expect(() => loadConfig({ PUBLIC_SOURCE_MAPS: 'yes' })).toThrow(/PUBLIC_SOURCE_MAPS/);
  });

  it('the browser build keeps its maps but writes no sourceMappingURL into the bundles', () => {
    // 'hidden': maps in dist/client/assets for error reporting, no comment pointing at them.
    const config = viteConfig({ command: 'build', mode: 'production' });
    expect(config.build?.sourcemap).toBe('hidden');
  });
});

describe('build metadata (SPEC section 2 rule 8)', () => {
  beforeAll(() => {
    mkdirSync(join(dir, '_build'), { recursive: true });
    writeFileSync(join(dir, '_build', 'meta.json'), '{"id":"b1","timestamp":1}');
  });

  it.each([
    ['/_build/meta.json', 200],
    ['/_build/meta.json?t=1732000000000', 200],
    ['/_build/other.json', 404],
  ])('%s answers %i, never cached', async (path, status) => {
    const res = await request(staticApp(false)).get(path);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(res.text)).toEqual({ id: 'b1', timestamp: 1 });
    }
  });
});

describe('public files outside /assets (known at start, no stat per page request)', () => {
  /** Static files, then a stand-in for the page renderer. */
  function withPages() {
    const app = staticApp(false);
    app.use((req, res) => res.type('text/plain').send(`page ${req.path}`));
    return app;
  }

  it.each([
    ['/favicon.svg', 200, '<svg/>'],
    ['/icons/logo%20dark.svg', 200, '<svg/>'],
    ['/shop', 200, 'page /shop'],
    ['/favicon.svg/more', 200, 'page /favicon.svg/more'],
    ['/assets/missing.js', 404, undefined],
  ])('%s answers %i', async (path, status, body) => {
    const res = await request(withPages())
      .get(path)
      .buffer(true)
      .parse((r, cb) => {
        let text = '';
        r.on('data', (c: Buffer) => {
          text += c.toString();
        });
        r.on('end', () => cb(null, text));
      });
    expect(res.status).toBe(status);
    if (body !== undefined) expect(res.body).toBe(body);
  });
});
