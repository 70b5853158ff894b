import { parseScreenChunks, SCREEN_CHUNKS_PATH, type ScreenChunks } from '../../shared/build-meta';

/**
 * Preloads a screen's chunks with `<link rel="modulepreload">`: the browser fetches and compiles
 * them and keeps them for the navigation, and runs nothing now. The chunk names come from the
 * server's build manifest (SCREEN_CHUNKS_PATH), asked for once when the first link comes into
 * view; without it (development, an error) nothing is preloaded and navigations load as usual.
 * Resolves when the screen's files have arrived (or failed), so the caller can bound how many
 * are in flight.
 */
export function createChunkPreloader(doc: Document, fetchMap: () => Promise<unknown> = fetchScreenChunks): (screen: string) => Promise<void> {
  let map: Promise<ScreenChunks | null> | undefined;
  const requested = new Set<string>();
  for (const el of doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[src]')) {
    requested.add(new URL(el instanceof HTMLLinkElement ? el.href : el.src, doc.baseURI).pathname);
  }
  const preload = (href: string) => new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
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
    await Promise.all(fresh.map(preload));
  };
}

async function fetchScreenChunks(): Promise<unknown> {
  const res = await fetch(SCREEN_CHUNKS_PATH, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${SCREEN_CHUNKS_PATH} answered ${res.status}`);
  return res.json();
}
