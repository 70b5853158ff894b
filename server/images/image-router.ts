import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { IPX_PREFIX } from '../../shared/images/image-constants';
import { formatModifiers, parseModifiers, splitIpxPath } from '../../shared/images/ipx-url';
import { IMMUTABLE } from '../http/cache-control';
import { ByteLruCache } from './byte-lru-cache';
import { DiskCache } from './disk-cache';
import { createEncodeQueue, type EncodeQueue } from './encode-queue';
import type { Upstream } from '../upstream/upstream-client';
import { ImageSourceFailure } from '../upstream/image-source';
import { ImageError } from './image-error';
import { resolveSource, type SourceRules } from './image-source-rules';
import { contentTypeOf, outputFormat, transformImage } from './transform-image';

// GET /_ipx/{modifiers}/{source}: the image optimiser of SPEC sections 7 and 9.
// Mount at the application root: app.use(createImageRouter({...})).

/** Which sources are fetched: see image-source-rules.ts. */
export interface ImageRouterOptions extends SourceRules {
  /** Sources are read through server/upstream, the one way out of the BFF. */
  upstream: Pick<Upstream, 'imageSource'>;
  /** Directory for a persistent second-level cache; memory only when absent. */
  cacheDir?: string;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Memory cache budget; 64 MB by default. */
  maxCacheBytes?: number;
  timeoutMs?: number;
  maxSourceBytes?: number;
  /** Where new variants wait to be encoded: the machine's cores at once and 32 waiting by default. */
  encodeQueue?: EncodeQueue;
}

interface CachedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function send(req: Request, res: Response, image: CachedImage): void {
  res.set({
    'Cache-Control': IMMUTABLE,
    ETag: image.etag,
    'Content-Type': image.contentType,
    'X-Content-Type-Options': 'nosniff',
  });
  const inm = req.get('if-none-match');
  if (inm && (inm.trim() === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === image.etag))) {
    res.status(304).end();
    return;
  }
  res.status(200).set('Content-Length', String(image.body.byteLength));
  res.end(req.method === 'HEAD' ? undefined : image.body);
}

function fail(res: Response, status: number, message: string): void {
  if (status === 503) res.set('Retry-After', '1');
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message);
}

export function createImageRouter(options: ImageRouterOptions): Router {
  const memory = new ByteLruCache<CachedImage>(
    options.maxCacheBytes ?? 64 * 1024 * 1024,
    (v) => v.body.byteLength + 200,
  );
  const disk = options.cacheDir ? new DiskCache(options.cacheDir) : null;
  // Concurrent requests for the same image share one fetch and one encode.
  const inFlight = new Map<string, Promise<CachedImage>>();
  const encodes = options.encodeQueue ?? createEncodeQueue({ concurrency: availableParallelism(), maxWaiting: 32 });
  const fetchOptions = {
    timeoutMs: options.timeoutMs ?? 10_000,
    maxSourceBytes: options.maxSourceBytes ?? 20 * 1024 * 1024,
  };

  async function produce(
    key: string,
    url: string,
    modifiers: Parameters<typeof transformImage>[1],
  ): Promise<CachedImage> {
    const contentType = contentTypeOf(outputFormat(modifiers));
    const stored = disk ? await disk.get(key, contentType) : null;
    if (stored) return { body: stored, contentType, etag: etagOf(stored) };
    const input = await options.upstream.imageSource(url, fetchOptions).catch((error: unknown) => {
      throw error instanceof ImageSourceFailure ? new ImageError(error.status, error.message) : error;
    });
    const out = await encodes.run(() => transformImage(input, modifiers));
    if (disk) {
      disk.set(key, out.contentType, out.body).catch((error: unknown) => {
        options.logger.warn({ err: error }, 'image disk cache write failed');
      });
    }
    return { ...out, etag: etagOf(out.body) };
  }

  const router = Router();
  router.get(`${IPX_PREFIX}/*splat`, async (req, res) => {
    const parts = splitIpxPath(req.path);
    if (!parts) return fail(res, 400, 'Invalid image URL: expected /_ipx/{modifiers}/{source}');
    const parsed = parseModifiers(parts.modifiers);
    if (!parsed.ok) return fail(res, 400, parsed.message);
    const modifiers = { ...parsed.value, format: outputFormat(parsed.value) };
    // Refused sources are refused before any cache or fetch, so a crafted URL costs nothing.
    let url: string;
    try {
      url = resolveSource(parts.source, options);
    } catch (error) {
      if (error instanceof ImageError) return fail(res, error.status, error.message);
      throw error;
    }
    // Canonical key: modifier order and spelling (s_ vs w_/h_) do not make separate entries.
    const key = `${IPX_PREFIX}/${formatModifiers(modifiers)}${parts.source}`;

    const cached = memory.get(key);
    if (cached) return send(req, res, cached);
    try {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(key, url, modifiers).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const image = await pending;
      memory.set(key, image);
      send(req, res, image);
    } catch (error) {
      if (error instanceof ImageError) {
        if (error.status >= 500)
          options.logger.warn({ source: parts.source.slice(0, 200), status: error.status }, error.message);
        return fail(res, error.status, error.message);
      }
      options.logger.error({ err: error, source: parts.source.slice(0, 200) }, 'image optimiser failed');
      fail(res, 500, 'Image processing failed');
    }
  });
  return router;
}
