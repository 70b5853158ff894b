import { CMS_IMAGE_ALIAS } from '../../shared/constants';
import { isCmsImageId } from '../../shared/images/ipx-url';

// Where an /_ipx source comes from, and fetching it. Only the CMS alias and absolute URLs on
// allowed hosts are fetched: the optimiser must not become an open proxy (SSRF).

export class ImageError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export interface SourceOptions {
  cmsAssetsUrl: () => string;
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxSourceBytes: number;
}

interface ResolvedSource {
  url: string;
  /** The CMS is ours and may redirect; a foreign host's redirect could leave the allow-list. */
  followRedirects: boolean;
}

export function resolveSource(source: string, options: Pick<SourceOptions, 'cmsAssetsUrl' | 'allowedHosts'>): ResolvedSource {
  const cmsPrefix = `${CMS_IMAGE_ALIAS}/`;
  if (source.startsWith(cmsPrefix)) {
    const id = source.slice(cmsPrefix.length);
    if (!isCmsImageId(id)) throw new ImageError(400, `Invalid CMS image id: ${id}`);
    const base = options.cmsAssetsUrl().replace(/\/+$/, '');
    return { url: `${base}/assets/${encodeURIComponent(id)}`, followRedirects: true };
  }
  if (/^https?:\/\//i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw new ImageError(400, 'Invalid image source URL');
    }
    const allowed = options.allowedHosts.map((h) => h.toLowerCase());
    if (!allowed.includes(url.host.toLowerCase()) && !allowed.includes(url.hostname.toLowerCase())) {
      throw new ImageError(400, `Image host not allowed: ${url.host}`);
    }
    return { url: url.href, followRedirects: false };
  }
  throw new ImageError(400, 'Invalid image source: expected /cms/<id> or an absolute URL on an allowed host');
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

export async function fetchSource(source: string, options: SourceOptions): Promise<Buffer> {
  const { url, followRedirects } = resolveSource(source, options);
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: followRedirects ? 'follow' : 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'image/*' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ImageError(timedOut ? 504 : 502, timedOut ? 'Image source timed out' : 'Image source unreachable');
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
