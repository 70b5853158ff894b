import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { layoutDataIdOf } from '../../shared/layout-data';
import { IMMUTABLE } from '../http/cache-control';

/** The layout files a process has named in its pages (shared/layout-data.ts), by id. */
export interface LayoutDataStore {
  /** Keeps a layout file's text; answers its id (a hash of the text, so equal texts share one). */
  put(text: string): string;
  get(id: string): string | undefined;
}

/**
 * A few files are enough: the layout changes when someone publishes the menus or the settings,
 * and a page names the file of its render. The bound keeps a publishing spree from growing
 * memory; a page older than its file still hydrates (client/app/layout-data-load.ts).
 */
export const LAYOUT_FILES_KEPT = 32;

export function createLayoutDataStore(max = LAYOUT_FILES_KEPT): LayoutDataStore {
  // Files by id, written once per layout entry (server/cache/layout-entry.ts): a file never
  // changes, so this is no cache of the layout, only the texts pages may still name.
  const files = new LRUCache<string, string>({ max });
  return {
    put(text) {
      const id = createHash('sha256').update(text).digest('base64url').slice(0, 16);
      files.set(id, text);
      return id;
    },
    get: (id) => files.get(id),
  };
}

/**
 * GET /_layout/<id>.json: the file, kept for a year by any cache (its name changes with its
 * text). A process that did not render the page naming it (another instance behind the load
 * balancer, or after a restart) makes the current layout file, and serves it if that is the
 * one asked for; otherwise 404 (the layout changed since), and the browser loads the layout
 * by its calls instead. One making at a time, whatever the number of misses.
 */
export function layoutDataHandler(store: LayoutDataStore, currentText: () => Promise<string | null>): RequestHandler {
  let making: Promise<string | null> | undefined;
  const current = () => {
    making ??= currentText()
      .catch(() => null)
      .finally(() => {
        making = undefined;
      });
    return making;
  };
  return async (req, res) => {
    const id = layoutDataIdOf(String(req.params.file ?? ''));
    let text = id === null ? undefined : store.get(id);
    if (id !== null && text === undefined) {
      const made = await current();
      if (made !== null && store.put(made) === id) text = made;
    }
    if (text === undefined) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    res.set('Cache-Control', IMMUTABLE).type('application/json').send(text);
  };
}
