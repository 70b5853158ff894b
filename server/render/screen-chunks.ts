import type { RequestHandler } from 'express';
import type { ScreenChunks } from '../../shared/build-meta';
import { SCREENS, type Screen } from '../../shared/routes/route-table';
import type { ClientAssets } from './page-renderer';

/** Every screen's chunks besides the entry's, from the build manifest the server already read. */
export function screenChunks(assets: ClientAssets): ScreenChunks | null {
  if (!assets.forScreens) return null;
  const out: ScreenChunks = {};
  for (const screen of Object.keys(SCREENS) as Screen[]) out[screen] = assets.forScreens([screen]).modules;
  return out;
}

/**
 * GET SCREEN_CHUNKS_PATH: the map, worked out once. Revalidated on every use (ETag), so a page
 * open across a deploy learns the new names; development has no built chunks (404).
 */
export function screenChunksHandler(assets: () => ClientAssets): RequestHandler {
  let body: string | null | undefined;
  return (_req, res) => {
    body ??= JSON.stringify(screenChunks(assets()));
    if (body === 'null') return res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
    res.type('application/json').set('Cache-Control', 'no-cache').send(body);
  };
}
