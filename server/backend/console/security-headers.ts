import type { RequestHandler } from 'express';
import helmet from 'helmet';

// Every console answer: a strict CSP (no inline code or style, nothing from elsewhere; QR codes
// are data: images), never framed, never stored by a cache, no referrer outside the console.

const helmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
}) as unknown as RequestHandler;

export const consoleSecurityHeaders: RequestHandler = (req, res, next) => {
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
  helmetHeaders(req, res, next);
};
