import { parseScreenChunks, SCREEN_CHUNKS_PATH, type ScreenChunks } from '../../../shared/build-meta';
import { browserScheduleIdle } from '../app/idle-queue';

/** Files asked for per idle period: asking is ~1 ms of main thread each at 4x CPU. */
export const FILES_PER_IDLE = 6;

const browserNextIdle = () => new Promise<void>((resolve) => browserScheduleIdle()(() => resolve()));

/**
 * Fetches a file into the browser's HTTP cache at low priority, reading the body so the whole of it
 * is kept; settles (never rejects) when it has arrived or failed. A module import of the same URL
 * then finds it there: the request matches a module script's (same-origin, cors, credentials
 * same-origin). A `<link rel="prefetch">` did the same for ~3 ms of main thread each at 4x CPU
 * (the element, its insertion, its load event): ~100 ms for a post's links.
 */
export const fetchIntoCache = (href: string): Promise<void> =>
  fetch(href, { priority: 'low', credentials: 'same-origin' })
    .then((res) => res.arrayBuffer())
    .then(
      () => undefined,
      () => undefined,
    );

/**
 * Prefetches a screen's chunks into the cache: the browser neither compiles nor runs them now
 * (modulepreload compiled each on the main thread as it arrived: ~200 ms of long tasks at 4x CPU
 * on /shop); the navigation then compiles what it imports from the cache. The chunk names come
 * from the server's build manifest (SCREEN_CHUNKS_PATH), asked for once when the first link comes
 * into view; without it (development, an error) nothing is prefetched and navigations load as
 * usual. Resolves when the screen's files have arrived (or failed), so the caller can bound how
 * many are in flight.
 */
export function createChunkPrefetcher(
  doc: Document,
  fetchMap: () => Promise<unknown> = fetchScreenChunks,
  nextIdle: () => Promise<void> = browserNextIdle,
  fetchFile: (href: string) => Promise<void> = fetchIntoCache,
): (screen: string) => Promise<void> {
  let map: Promise<ScreenChunks | null> | undefined;
  const requested = new Set<string>();
  // The page's own chunks (site paths, as the server and paint-first.ts write them) are loaded already.
  for (const el of doc.querySelectorAll('link[rel="modulepreload"][href], script[src]')) {
    requested.add(el.getAttribute('href') ?? el.getAttribute('src') ?? '');
  }
  // One queue for every screen: a few files an idle period in all. Every screen's list arrives
  // with the one map, and several screens' files asked for in one idle callback made a long task.
  const waiting: Array<{ href: string; arrived: () => void }> = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    while (waiting.length > 0) {
      await nextIdle();
      for (const { href, arrived } of waiting.splice(0, FILES_PER_IDLE)) void fetchFile(href).then(arrived);
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
