import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_LABELS, routeLabel, UNMATCHED } from './route-label';

describe('routeLabel', () => {
  it.each([
    ['GET', '/', '/'],
    ['GET', '/products/daily-glow-serum', '/products/:handle'],
    ['POST', '/products/daily-glow-serum', '/products/:handle'],
    ['GET', '/shop/skin-type/dry', '/shop/*'],
    ['GET', '/retinol-serum.html', '/:legacy.html'],
    ['GET', '/cart', '/cart'],
    ['POST', '/cart', 'cart-action'],
    ['POST', '/api/ecom/v1.0/get-cart', 'api:get-cart'],
    ['GET', '/api/ecom/v1.0/get-cart', 'api:get-cart'],
    ['POST', '/api/ecom/v1.0/no-such-call', 'api:unknown'],
    ['POST', '/api/session/logout', 'api:logout'],
    ['POST', '/api/revalidate', 'api:revalidate'],
    ['GET', '/api/redirects', 'api:redirects'],
    ['GET', '/healthz', 'ops'],
    ['GET', '/readyz', 'ops'],
    ['GET', '/robots.txt', 'ops'],
    ['GET', '/sitemap.xml', 'ops'],
    ['GET', '/assets/entry-abc123.js', 'static'],
    ['GET', '/_build/meta.json', 'static'],
    ['GET', '/_layout/abc.json', 'layout-data'],
    ['GET', '/_ipx/w_640/https%3A%2F%2Fcdn%2Fa.png', 'image'],
    ['GET', '/checkout/abc/review', 'checkout'],
    ['GET', '/wp-login.php', UNMATCHED],
    ['GET', '/shop/', UNMATCHED],
    ['GET', '//evil.example', UNMATCHED],
    ['GET', '/metrics', UNMATCHED],
  ])('%s %s → %s', (method, path, label) => {
    expect(routeLabel(method, path)).toBe(label);
    expect(ROUTE_LABELS.has(label)).toBe(true);
  });

  it('maps any path and method into the finite set of labels', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'BREW'),
        fc.oneof(
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
          fc.array(fc.stringMatching(/^[a-z0-9.-]{0,12}$/), { maxLength: 6 }).map((p) => `/${p.join('/')}`),
        ),
        (method, path) => ROUTE_LABELS.has(routeLabel(method, path)),
      ),
      { numRuns: 500 },
    );
  });

  it('has a few hundred labels at most', () => {
    expect(ROUTE_LABELS.size).toBeLessThan(400);
  });
});
