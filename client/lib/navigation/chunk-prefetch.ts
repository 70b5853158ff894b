import { parseScreenChunks, SCREEN_CHUNKS_PATH, type ScreenChunks } from '../../../shared/build-meta';
import { browserScheduleIdle } from '../app/idle-queue';

/** Links added per idle period: adding one is ~2 ms of main thread at 4x CPU (the URL, the request). */
export const LINKS_PER_IDLE = 4;

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
  const prefetch = (href: string) =>
    new Promise<void>((resolve) => {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      // As a module script asks (CORS, same-origin credentials), so its import reuses this copy.
      link.crossOrigin = 'anonymous';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      doc.head.append(link);
    });
  // One queue for every screen: a few links an idle period in all. Every screen's list arrives
  // with the one map, and several screens' links added in one idle callback made a long task.
  const waiting: Array<{ href: string; arrived: () => void }> = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    while (waiting.length > 0) {
      await nextIdle();
      for (const { href, arrived } of waiting.splice(0, LINKS_PER_IDLE)) void prefetch(href).then(arrived);
    }
    draining = false;
  };
  const enqueue = (href: string) =>
    new Promise<void>((arrived) => {
      waiting.push({ href, arrived });
      if (!draining) void drain();
    });
  return async (screen) => {
    map ??= fetchMap().then(parseScreenChunks, () => null);
    const files = (await map)?.[screen] ?? [];
    const fresh = files.filter((f) => !requested.has(f));
    for (const f of fresh) requested.add(f);
    await Promise.all(fresh.map(enqueue));
  };
}

async function fetchScreenChunks(): Promise<unknown> {
  // Development serves modules, not chunks: there is no map to ask for (the server answers 404).
  if (import.meta.env.DEV) return {};
  const res = await fetch(SCREEN_CHUNKS_PATH, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${SCREEN_CHUNKS_PATH} answered ${res.status}`);
  return res.json();
}
