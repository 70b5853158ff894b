import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

// The embedded backend's hosted checkout lives on the shop's origin: GET and form
// POSTs under /checkout go to the backend as they came, with the BFF's security headers
// already on the response. Only the embedded backend has one: an external upstream keeps its
// own checkout (the shop only follows checkout-url). Its pages and form posts stream through
// unread, the one response the BFF does not buffer (docs/decisions/027). The browser's cookies
// never travel; the session token the request context read from them does, as the calls' Authorization header, so a
// customer's checkout opens only for that customer signed in (a guest's has the link as its
// key). The origin the browser used travels in X-Forwarded-Host/-Proto as the BFF sees it
// (trust-proxy aware), for the backend's same-origin check on the form posts.

export const CHECKOUT_PREFIX = '/checkout';

const agent = new http.Agent({ keepAlive: true });

export function isCheckoutPath(path: string): boolean {
  return path === CHECKOUT_PREFIX || path.startsWith(`${CHECKOUT_PREFIX}/`);
}

export function createCheckoutPassThrough(
  backendUrl: string,
  sessionTokenOf: (req: Request) => string | undefined,
): RequestHandler {
  const proxy = createProxyMiddleware<Request, Response>({
    target: backendUrl,
    changeOrigin: true,
    agent,
    pathFilter: (path) => isCheckoutPath(path),
    // Own handlers only: the default error plugin answers in text/plain with the target URL.
    ejectPlugins: true,
    plugins: [
      (p) => {
        p.on('proxyReq', (proxyReq, req: Request) => {
          proxyReq.removeHeader('cookie');
          proxyReq.removeHeader('authorization');
          const token = sessionTokenOf(req);
          if (token) proxyReq.setHeader('authorization', `Bearer ${token}`);
          for (const name of proxyReq.getHeaderNames())
            if (name.startsWith('x-forwarded-')) proxyReq.removeHeader(name);
          proxyReq.setHeader('x-forwarded-host', req.host);
          proxyReq.setHeader('x-forwarded-proto', req.protocol);
        });
        p.on('error', (_err, _req, res) => {
          const out = res as Response;
          if ('headersSent' in out && !out.headersSent)
            out.status(502).type('text/plain').send('Checkout is unavailable. Please try again.');
          else out.end?.();
        });
      },
    ],
  });
  return (req, res, next) => {
    if (!isCheckoutPath(req.path)) return next();
    void proxy(req, res, next);
  };
}
