import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SCREEN_CHUNKS_PATH } from '../../shared/build-meta';
import { SCREENS } from '../../shared/routes/route-table';
import { builtAssets, CLIENT_ENTRY, DEV_ASSETS, REACT_DOM_CLIENT } from './client-assets';
import { screenChunksHandler } from './screen-chunks';
import type { ViteManifest } from './vite-manifest';

// A build manifest of the shape Vite writes: the entry, react-dom's renderer and a shared chunk,
// and two screens' route modules in chunks of their own (the rest are bundled with the entry).
const manifest: ViteManifest = {
  [CLIENT_ENTRY]: {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_react.js': { file: 'assets/react-2.js' },
  [REACT_DOM_CLIENT]: {
    file: 'assets/react-dom-client-6.js',
    isDynamicEntry: true,
    imports: ['_react.js', CLIENT_ENTRY],
  },
  '_Icon.js': { file: 'assets/Icon-3.js', imports: ['_react.js'] },
  'client/routes/shop.tsx': { file: 'assets/shop-4.js', isDynamicEntry: true, imports: [CLIENT_ENTRY, '_Icon.js'] },
  'client/routes/product.tsx': {
    file: 'assets/product-5.js',
    isDynamicEntry: true,
    imports: ['_Icon.js', '_react.js'],
  },
};

function app(assets = builtAssets(manifest)) {
  const a = express();
  a.get(
    SCREEN_CHUNKS_PATH,
    screenChunksHandler(() => assets),
  );
  return a;
}

describe(`GET ${SCREEN_CHUNKS_PATH}`, () => {
  it("lists each screen's chunks besides the entry, revalidated on every use", async () => {
    const res = await request(app()).get(SCREEN_CHUNKS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect([...res.body.shop].sort()).toEqual([
      '/assets/Icon-3.js',
      '/assets/react-2.js',
      '/assets/react-dom-client-6.js',
      '/assets/shop-4.js',
    ]);
    expect([...res.body.product].sort()).toEqual([
      '/assets/Icon-3.js',
      '/assets/product-5.js',
      '/assets/react-2.js',
      '/assets/react-dom-client-6.js',
    ]);
    // a screen without a chunk of its own needs only what the entry loads already
    expect([...res.body.home].sort()).toEqual(['/assets/react-2.js', '/assets/react-dom-client-6.js']);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(SCREENS).sort());
    for (const list of Object.values(res.body as Record<string, string[]>))
      expect(list).not.toContain('/assets/entry-client-1.js');
  });

  it('development has no built chunks: 404', async () => {
    const res = await request(app(DEV_ASSETS)).get(SCREEN_CHUNKS_PATH);
    expect(res.status).toBe(404);
  });
});
