// SPEC section 2 rule 8 and section 7 "Other": the build writes a small metadata file with its
// id; an open page fetches it (with a timestamp query, served no-cache) to learn that a newer
// build was deployed under it. Written by scripts/build.mjs, served by server/render/static-files.ts.

/** Where the build metadata is served; the file lives at dist/client/_build/meta.json. */
export const BUILD_META_DIR = '/_build' as const;
export const BUILD_META_PATH = `${BUILD_META_DIR}/meta.json` as const;

/**
 * Each screen's route chunks (and what they import), as the server's build manifest lists them:
 * a page preloads the chunks of the pages its links lead to without running them
 * (client/lib/navigation/link-prefetch.ts). Served by the BFF from the manifest it reads at start.
 */
export const SCREEN_CHUNKS_PATH = `${BUILD_META_DIR}/screens.json` as const;

/** screen name → module URLs; only same-site built assets pass. */
export type ScreenChunks = Record<string, string[]>;

const ASSET_URL = /^\/assets\/[\w.-]+\.js$/;

/** The chunk map in a fetched body, or null when it is not one. */
export function parseScreenChunks(body: unknown): ScreenChunks | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const out: ScreenChunks = {};
  for (const [screen, urls] of Object.entries(body as Record<string, unknown>)) {
    if (!Array.isArray(urls)) return null;
    out[screen] = urls.filter((u): u is string => typeof u === 'string' && ASSET_URL.test(u));
  }
  return out;
}

export interface BuildMeta {
  /** Different for every build. */
  id: string;
  /** When the build ran (ms since the epoch). */
  timestamp: number;
}

/** The metadata in a fetched body, or null when it is not one (a proxy's page, a truncated file). */
export function parseBuildMeta(body: unknown): BuildMeta | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, timestamp } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) return null;
  return { id, timestamp: typeof timestamp === 'number' && Number.isFinite(timestamp) ? timestamp : 0 };
}
