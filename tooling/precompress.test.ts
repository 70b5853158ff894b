import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';
import { builtStaticFiles } from '../server/render/static-files';

// The build writes .br and .gz beside text assets; the static server sends them as
// they are to clients that accept them, behind the app's compression middleware, which must
// not compress them again.

let dir: string;
const SCRIPT = `export const copy = ${JSON.stringify('Gentle cleanser for every skin. '.repeat(200))};\n`;
const STYLE = `.card{display:grid;gap:1rem}\n`.repeat(200);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(100)}</svg>`;
let written: ReturnType<typeof precompressDir>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  const assets = join(dir, 'assets');
  mkdirSync(assets);
  writeFileSync(join(assets, 'entry-abc123.js'), SCRIPT);
  writeFileSync(join(assets, 'entry-abc123.css'), STYLE);
  writeFileSync(join(assets, 'icons-abc123.svg'), SVG);
  writeFileSync(join(assets, 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(assets, 'entry-abc123.js.map'), `{"mappings":"${'A'.repeat(5000)}"}`);
  writeFileSync(join(assets, 'font-abc123.woff2'), Buffer.alloc(5000, 1));
  written = precompressDir(assets);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** server/app.ts's order: compression, then the static files. */
function app() {
  const a = express();
  a.use(compression());
  a.use(builtStaticFiles(dir));
  return a;
}

// supertest decodes br and gzip bodies itself: what went over the wire shows in Content-Length.

describe('precompressDir', () => {
  it.each([
    ['entry-abc123.js', true],
    ['entry-abc123.css', true],
    ['icons-abc123.svg', true],
    ['tiny-abc123.js', false],
    ['entry-abc123.js.map', false],
    ['font-abc123.woff2', false],
  ])('%s precompressed: %s', (name, expected) => {
    const path = join(dir, 'assets', name);
    expect([existsSync(`${path}.br`), existsSync(`${path}.gz`)]).toEqual([expected, expected]);
    if (expected) {
      expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(readFileSync(path));
      expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(readFileSync(path));
    }
  });

  it('reports what it wrote', () => {
    expect(written.files).toBe(3);
    expect(written.br).toBeLessThan(written.gz);
  });
});

describe('serving precompressed assets', () => {
  const file = (name: string) => join(dir, 'assets', name);

  it.each([
    ['a browser (gzip, deflate, br, zstd)', 'gzip, deflate, br, zstd', 'br', '.br'],
    ['br only', 'br', 'br', '.br'],
    ['gzip only', 'gzip', 'gzip', '.gz'],
    ['br refused', 'br;q=0, gzip', 'gzip', '.gz'],
  ])('%s gets %s, the file as written at build', async (_name, accept, encoding, suffix) => {
    const res = await request(app()).get('/assets/entry-abc123.js').set('Accept-Encoding', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    // compressed once: exactly the precompressed file's bytes went out
    expect(Number(res.headers['content-length'])).toBe(statSync(file(`entry-abc123.js${suffix}`)).size);
    expect(res.text).toBe(SCRIPT);
  });

  it.each([
    ['/assets/entry-abc123.css', 'text/css; charset=utf-8', STYLE],
    ['/assets/icons-abc123.svg', 'image/svg+xml', SVG],
  ])('%s keeps its own Content-Type', async (path, type, text) => {
    const res = await request(app())
      .get(path)
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString()));
      });
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe(text);
  });

  it('identity only: the original, uncompressed', async () => {
    const res = await request(app()).get('/assets/entry-abc123.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
    expect(res.text).toBe(SCRIPT);
  });

  it('HEAD answers the headers of the encoded file', async () => {
    const res = await request(app()).head('/assets/entry-abc123.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(statSync(file('entry-abc123.js.br')).size);
  });

  it('an original removed since start (a deploy in place) is not served encoded either', async () => {
    const served = app();
    writeFileSync(file('gone-abc123.js'), SCRIPT);
    precompressDir(join(dir, 'assets'));
    const fresh = app();
    rmSync(file('gone-abc123.js'));
    expect((await request(fresh).get('/assets/gone-abc123.js').set('Accept-Encoding', 'br')).status).toBe(404);
    expect((await request(served).get('/assets/gone-abc123.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });

  it('an asset without precompressed files is still compressed on the fly when worth it, and served', async () => {
    const res = await request(app()).get('/assets/tiny-abc123.js').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.text).toBe('export {};\n');
  });
});
