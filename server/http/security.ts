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
export function securityHeaders({
  dev,
  thirdPartyOrigins = [],
}: {
  dev: boolean;
  thirdPartyOrigins?: readonly string[];
}): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = freshNonce();
    next();
  };
  return [nonce, fixedHeaders(helmetFor(dev, thirdPartyOrigins))];
}

/** helmet for these options, as it runs per request (the reference the fixed headers are checked against). */
export function helmetFor(dev: boolean, thirdPartyOrigins: readonly string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          "'strict-dynamic'",
          ...thirdPartyOrigins,
        ],
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
  }) as unknown as RequestHandler;
}

/** Stands in for the nonce while helmet writes its headers once, at start. */
const NONCE_MARK = '\u0000nonce\u0000';

/**
 * helmet's headers computed once, at start, with the nonce spliced into the CSP per request:
 * helmet itself re-serialised every directive and re-validated the options on each request
 * (docs/performance.md). The headers are exactly helmet's for these options.
 */
function fixedHeaders(headers: RequestHandler): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const probe = {
    locals: { nonce: NONCE_MARK },
    setHeader(name: string, value: string) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let done = false;
  headers({} as never, probe as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: the security headers cannot be computed once');
  const parts = set.map(([name, value]) => [name, value.split(NONCE_MARK)] as const);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, pieces] of parts)
      res.setHeader(name, pieces.length === 1 ? pieces[0]! : pieces.join(res.locals.nonce));
    next();
  };
}

// Nonces come from a pool of CSPRNG bytes filled 4 KB at a time (as crypto.randomUUID does),
// not from a 16-byte randomBytes call per request; each nonce still uses bytes no other uses.
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    used = 0;
  }
  const nonce = pool.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}
