import type { FetchImpl } from './http-transport';

// Reading an /_ipx source that the image optimiser's rules allowed (server/images/
// image-source-rules.ts). Redirects are never followed: a redirect could lead anywhere
// (a loopback service, the shop itself), and checking every hop again is more code than any
// real source needs. A failure is the status the visitor gets and why, for the optimiser to answer.

export interface ImageSourceLimits {
  timeoutMs: number;
  maxSourceBytes: number;
}

/** Why a source could not be read, as the status the visitor gets and its message. */
export class ImageSourceFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImageSourceFailure';
  }
}

/** Reads the body, stopping as soon as it passes the limit rather than buffering it all. */
async function readLimited(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) throw new ImageSourceFailure(413, 'Source image too large');
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
      throw new ImageSourceFailure(413, 'Source image too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Fetches an allowed source URL; failures are ImageSourceFailures with the visitor's status. */
export async function fetchImageSource(fetchImpl: FetchImpl, url: string, limits: ImageSourceLimits): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(limits.timeoutMs),
      headers: { accept: 'image/*' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ImageSourceFailure(
      timedOut ? 504 : 502,
      timedOut ? 'Image source timed out' : 'Image source unreachable',
    );
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new ImageSourceFailure(502, `Image source answered ${response.status}: redirects are not followed`);
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    throw new ImageSourceFailure(404, 'Image not found');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ImageSourceFailure(502, `Image source answered ${response.status}`);
  }
  return readLimited(response, limits.maxSourceBytes);
}
