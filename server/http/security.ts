import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

declare module 'express-serve-static-core' {
  interface Locals {
    nonce: string;
  }
}

/**
 * helmet with a fresh CSP nonce per request; every inline and third-party script carries it.
 * `thirdPartyOrigins`: the origins of the third-party scripts actually configured
 * (shared/rules/third-party-scripts.ts); only they are added to script-src and connect-src.
 */
export function securityHeaders({ dev, thirdPartyOrigins = [] }: { dev: boolean; thirdPartyOrigins?: readonly string[] }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`, "'strict-dynamic'", ...thirdPartyOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: [...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...thirdPartyOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: dev ? null : [],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: dev ? false : undefined,
  });
  return [nonce, headers];
}
