import { parseScreenChunks, SCREEN_CHUNKS_PATH, type ScreenChunks } from '../../shared/build-meta';
import { browserScheduleIdle } from './idle-queue';

/** Links added per idle period: adding one is ~2 ms of main thread at 4x CPU (the URL, the request). */
const LINKS_PER_IDLE = 4;

const browserNextIdle = () => new Promise<void>((resolve) => browserScheduleIdle()(() => resolve()));

/**
 * Prefetches a screen's chunks with `<link rel="prefetch">`: the browser fetches them at low
 * priority into its cache, and neither compiles nor runs them now (modulepreload compiled each on
 * the main thread as it arrived: ~200 ms of long tasks at 4x CPU on /shop); the navigation then
 * compiles what it imports from the cache. The chunk names come from the
 * server's build manifest (SCREEN_CHUNKS_PATH), asked for once when the first link comes into
 * view; without it (development, an error) nothing is preloaded and navigations load as usual.
 * Resolves when the screen's files have arrived (or failed), so the caller can bound how many
 * are in flight.
 */
export function createChunkPrefetcher(
  doc: Document,
  fetchMap: () => Promise<unknown> = fetchScreenChunks,
  nextIdle: () => Promise<void> = browserNextIdle,
): (screen: string) => Promise<void> {
  let map: Promise<ScreenChunks | null> | undefined;
  const requested = new Set<string>();
  // The page's own chunks (site paths, as the server and paint-first.ts write them) are loaded already.
  for (const el of doc.querySelectorAll('link[rel="modulepreload"][href], script[src]')) {
    requested.add(el.getAttribute('href') ?? el.getAttribute('src') ?? '');
  }
  const prefetch = (href: string) => new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    // As a module script asks (CORS, same-origin credentials), so its import reuses this copy.
    link.crossOrigin = 'anonymous';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    doc.head.append(link);
  });
  return async (screen) => {
    map ??= fetchMap().then(parseScreenChunks, () => null);
    const files = (await map)?.[screen] ?? [];
    const fresh = files.filter((f) => !requested.has(f));
    for (const f of fresh) requested.add(f);
    // A few links an idle period: every screen's list arrives with the one map, and adding them
    // all at once made a long task of its own.
    const arrivals: Promise<void>[] = [];
    for (let i = 0; i < fresh.length; i += LINKS_PER_IDLE) {
      await nextIdle();
      arrivals.push(...fresh.slice(i, i + LINKS_PER_IDLE).map(prefetch));
    }
    await Promise.all(arrivals);
  };
}

async function fetchScreenChunks(): Promise<unknown> {
  const res = await fetch(SCREEN_CHUNKS_PATH, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${SCREEN_CHUNKS_PATH} answered ${res.status}`);
  return res.json();
}
