import { Router } from 'express';
import type { ApiClient } from '../../shared/contract/api-client';
import { ROUTES } from '../../shared/routes/route-table';

export interface OpsOptions {
  siteUrl: string;
  ready(): boolean;
  /** A server transport without a session, for the public sitemap. */
  api(): ApiClient;
}

const SITEMAP_TTL_MS = 10 * 60_000;

function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Step 4: warm-up, health, readiness, robots.txt and sitemap.xml. */
export function createOpsRouter(o: OpsOptions): Router {
  const router = Router();
  const readiness = (_req: unknown, res: import('express').Response) => {
    if (o.ready()) res.type('text/plain').set('Cache-Control', 'no-store').send('OK');
    else res.status(503).type('text/plain').set('Cache-Control', 'no-store').send('Starting');
  };
  router.get('/_ah/warmup', readiness);
  router.get('/readyz', readiness);
  router.get('/healthz', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-store').send('OK');
  });

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(
      ['User-agent: *', 'Disallow: /account', 'Disallow: /cart', 'Disallow: /api/', 'Disallow: /products/compare', `Sitemap: ${o.siteUrl}/sitemap.xml`, ''].join('\n'),
    );
  });

  let cached: { xml: string; at: number } | null = null;
  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      if (!cached || Date.now() - cached.at > SITEMAP_TTL_MS) {
        const api = o.api();
        const [{ products }, { blogs }] = await Promise.all([
          api.call('get-all-products', {}),
          api.call('get-blogs', { categorySlug: '' }),
        ]);
        const staticPaths = ROUTES.filter((r) => r.screen !== 'placeholder' && r.screen !== 'warmup' && !r.screen.startsWith('account')
          && r.screen !== 'cart' && r.screen !== 'compare' && !r.pattern.includes(':') && !r.pattern.includes('*')).map((r) => r.pattern);
        const paths = [...staticPaths, ...products.map((p) => `/products/${p.handle}`), ...blogs.map((b) => `/blog/${b.slug}`)];
        const urls = paths.map((p) => `  <url><loc>${xmlEscape(o.siteUrl + p)}</loc></url>`).join('\n');
        cached = { xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, at: Date.now() };
      }
      res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(cached.xml);
    } catch (err) {
      req.log.error({ err }, 'sitemap failed');
      next(err);
    }
  });
  return router;
}
