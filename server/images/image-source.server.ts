import { ImageError } from './image-error.server';

// Fetching an /_ipx source that image-source-rules.server.ts allowed. Redirects are never
// followed: a redirect could lead anywhere (a loopback service, the shop itself), and checking
// every hop again is more code than any real source needs.

export interface FetchOptions {
  timeoutMs: number;
  maxSourceBytes: number;
}

/** Reads the body, stopping as soon as it passes the limit rather than buffering it all. */
async function readLimited(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) throw new ImageError(413, 'Source image too large');
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new ImageError(413, 'Source image too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Fetches a URL resolveSource gave; failures become ImageErrors with the visitor's status. */
export async function fetchSource(url: string, options: FetchOptions): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'image/*' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ImageError(timedOut ? 504 : 502, timedOut ? 'Image source timed out' : 'Image source unreachable');
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new ImageError(502, `Image source answered ${response.status}: redirects are not followed`);
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    throw new ImageError(404, 'Image not found');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ImageError(502, `Image source answered ${response.status}`);
  }
  return readLimited(response, options.maxSourceBytes);
}
