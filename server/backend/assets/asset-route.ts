import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RequestHandler } from 'express';
import type { BackendOptions } from '../backend-options';
import { assetBytes } from './asset-store';

const ID = /^[a-z0-9][a-z0-9-]{0,150}$/;
const FILE_TYPES = ['png', 'jpg', 'webp'] as const;

/** GET /assets/:id — a real file from assetsDir if there is one, else the generated image. */
export function assetRoute(options: Pick<BackendOptions, 'db' | 'assetsDir' | 'drawingsDir'>): RequestHandler {
  const dir = options.assetsDir ? resolve(options.assetsDir) : null;
  return async (req, res) => {
    const id = String(req.params.id ?? '');
    if (!ID.test(id)) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    if (dir) {
      // the id pattern has no dots or slashes, so the path stays inside dir
      const file = FILE_TYPES.map((ext) => join(dir, `${id}.${ext}`)).find((f) => existsSync(f));
      if (file) {
        res.set('Cache-Control', 'public, max-age=86400').sendFile(file);
        return;
      }
    }
    const asset = await assetBytes(options.db, id, options.drawingsDir);
    if (!asset) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    res.set('Cache-Control', 'public, max-age=86400').type(asset.contentType).send(asset.bytes);
  };
}
