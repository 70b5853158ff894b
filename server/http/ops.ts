import { Router, type Response } from 'express';
import type { ApiClient } from '../../shared/contract/api-client';
import { ROUTES } from '../../shared/routes/route-table';
import type { Readiness } from './readiness';

export interface OpsOptions {
  siteUrl: string;
  /** Real readiness: the upstream answers and the render bundle is loaded (readiness.ts). */
  ready(): Promise<Readiness>;
  /**
   * The upstream client without a session, for the public sitemap. Its public answers are
   * shared through the one cache of server/upstream, so the sitemap keeps no cache of its own.
   */
  api: ApiClient;
  /** True once the process is shutting down (server/graceful-drain.ts). */
  draining?: () => boolean;
}

const DRAINING: Readiness = { ok: false, reason: 'shutting down' };

function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Step 4: warm-up, health, readiness, robots.txt and sitemap.xml. */
export function createOpsRouter(o: OpsOptions): Router {
  const router = Router();
  const readiness = async (_req: unknown, res: Response) => {
    // A draining replica leaves the load balancer at once, whatever its upstream says.
    const checked = o.draining?.() ? DRAINING : await o.ready();
    const state = o.draining?.() ? DRAINING : checked;
    res.type('text/plain').set('Cache-Control', 'no-store');
    if (state.ok) res.send('OK');
    else res.status(503).send(`Not ready: ${state.reason}`);
  };
  router.get('/_ah/warmup', readiness);
  router.get('/readyz', readiness);
  router.get('/healthz', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-store').send('OK');
  });

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /account',
          'Disallow: /cart',
          'Disallow: /api/',
          'Disallow: /products/compare',
          `Sitemap: ${o.siteUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  const staticPaths = ROUTES.filter(
    (r) =>
      r.screen !== 'placeholder' &&
      r.screen !== 'warmup' &&
      !r.screen.startsWith('account') &&
      r.screen !== 'cart' &&
      r.screen !== 'compare' &&
      r.screen !== 'search' &&
      !r.pattern.includes(':') &&
      !r.pattern.includes('*'),
  ).map((r) => r.pattern);
  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const [{ products }, { blogs }] = await Promise.all([
        o.api.call('get-all-products', {}),
        o.api.call('get-blogs', { categorySlug: '' }),
      ]);
      const paths = [
        ...staticPaths,
        ...products.map((p) => `/products/${p.handle}`),
        ...blogs.map((b) => `/blog/${b.slug}`),
      ];
      const urls = paths.map((p) => `  <url><loc>${xmlEscape(o.siteUrl + p)}</loc></url>`).join('\n');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
      res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(xml);
    } catch (err) {
      req.log.error({ err }, 'sitemap failed');
      next(err);
    }
  });
  return router;
}
