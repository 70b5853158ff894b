import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** Headers that describe the body as it came over the wire; a form's body is handed over already read. */
const WIRE_BODY_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding']);

/**
 * The Express request as a fetch Request for react-router's static handler; aborts when the
 * client goes. `body`: a form POST's urlencoded body, read and admitted by the BFF.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body?: string): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || (body !== undefined && WIRE_BODY_HEADERS.has(key))) continue;
    // undici refuses some values Node's parser accepts: such a header is left out, not fatal.
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(key, v);
      } catch {
        // dropped
      }
    }
  }
  // Set as parts, never parsed as a reference: a path starting with // must stay a path.
  const url = new URL(originOf(req));
  const q = req.originalUrl.indexOf('?');
  url.pathname = q >= 0 ? req.originalUrl.slice(0, q) : req.originalUrl;
  if (q >= 0) url.search = req.originalUrl.slice(q);
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body !== undefined && { body }),
  });
}

/**
 * The origin the request was addressed to, for the loaders' Request URL. The scheme and Host
 * (or X-Forwarded-*, under trust proxy) come from the client: a value that does not make an
 * origin falls back to localhost rather than failing the render.
 */
let lastOrigin: { given: string; origin: string } | undefined;

function originOf(req: ExpressRequest): string {
  const scheme = req.protocol === 'https' ? 'https' : 'http';
  const given = `${scheme}://${req.get('host') ?? 'localhost'}`;
  // Nearly every request names the same host: parse it once, not per page.
  if (lastOrigin?.given === given) return lastOrigin.origin;
  let origin: string;
  try {
    origin = new URL(given).origin;
  } catch {
    origin = `${scheme}://localhost`;
  }
  lastOrigin = { given, origin };
  return origin;
}
