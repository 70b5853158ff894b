import { resolve } from 'node:path';

/**
 * Where the stores that the browser tests, the HTML check and the cluster test start keep the seed
 * pictures they draw (ASSET_DRAWINGS_DIR, server/backend/assets/drawing-cache.ts). A fresh store
 * draws all 196 in the background, about two minutes of CPU; with this folder, only the first
 * store on the machine does. Beside the build tools' own caches; deleting it only costs a redraw.
 */
export const SHARED_DRAWINGS_DIR = resolve(import.meta.dirname, '../node_modules/.cache/storefront-drawings');
