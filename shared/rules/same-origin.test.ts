import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCrossSite, originOf, originSignals, type OriginSignals, type PostKind } from './same-origin';

const OWN = ['https://shop.example', 'http://10.0.0.5:3000'];
const SITE = 'https://shop.example';
const FOREIGN = 'https://evil.example';
const SUBDOMAIN = 'https://blog.shop.example';

type Row = [description: string, signals: OriginSignals, api: 'refused' | 'admitted', form: 'refused' | 'admitted'];

// Sec-Fetch-Site × Origin × Referer, for an /api call and for a page's form.
const TABLE: Row[] = [
  ['no signal at all (a server, curl)', {}, 'admitted', 'admitted'],
  ['own Origin', { origin: SITE }, 'admitted', 'admitted'],
  ['own Origin, the address the request came to', { origin: 'http://10.0.0.5:3000' }, 'admitted', 'admitted'],
  ['own Origin with a path and trailing slash', { origin: `${SITE}/` }, 'admitted', 'admitted'],
  ['foreign Origin', { origin: FOREIGN }, 'refused', 'refused'],
  ['a subdomain is another origin', { origin: SUBDOMAIN }, 'refused', 'refused'],
  ['another scheme is another origin', { origin: 'http://shop.example' }, 'refused', 'refused'],
  ['another port is another origin', { origin: 'https://shop.example:8443' }, 'refused', 'refused'],
  ['Origin null alone', { origin: 'null' }, 'refused', 'refused'],
  ['Origin garbage', { origin: 'not a url' }, 'refused', 'refused'],
  ['Sec-Fetch-Site same-origin alone', { fetchSite: 'same-origin' }, 'admitted', 'admitted'],
  ['Sec-Fetch-Site none (typed, bookmarked)', { fetchSite: 'none' }, 'admitted', 'admitted'],
  ['Sec-Fetch-Site same-site', { fetchSite: 'same-site', origin: SUBDOMAIN }, 'refused', 'refused'],
  ['Sec-Fetch-Site cross-site', { fetchSite: 'cross-site' }, 'refused', 'refused'],
  ['Sec-Fetch-Site cross-site with an own Origin', { fetchSite: 'cross-site', origin: SITE }, 'refused', 'refused'],
  ['Sec-Fetch-Site unknown value', { fetchSite: 'sideways' }, 'refused', 'refused'],
  ['Sec-Fetch-Site in capitals, padded', { fetchSite: ' Same-Origin ', origin: SITE }, 'admitted', 'admitted'],
  ['same-origin with own Origin', { fetchSite: 'same-origin', origin: SITE }, 'admitted', 'admitted'],
  // The backend's checkout used to admit this one: the browser's word and the Origin disagree.
  ['same-origin with a foreign Origin', { fetchSite: 'same-origin', origin: FOREIGN }, 'refused', 'refused'],
  // A form under Referrer-Policy: no-referrer, as Chromium posts it.
  ['same-origin with Origin null', { fetchSite: 'same-origin', origin: 'null' }, 'refused', 'admitted'],
  ['none with Origin null', { fetchSite: 'none', origin: 'null' }, 'refused', 'refused'],
  ['cross-site with Origin null', { fetchSite: 'cross-site', origin: 'null' }, 'refused', 'refused'],
  ['own Referer, no Origin', { referer: `${SITE}/cart?x=1` }, 'admitted', 'admitted'],
  ['foreign Referer, no Origin (an older browser)', { referer: `${FOREIGN}/page` }, 'refused', 'refused'],
  ['garbage Referer, no Origin', { referer: 'nonsense' }, 'refused', 'refused'],
  [
    'same-origin with a foreign Referer, no Origin',
    { fetchSite: 'same-origin', referer: `${FOREIGN}/` },
    'refused',
    'refused',
  ],
  ['own Origin decides over a foreign Referer', { origin: SITE, referer: `${FOREIGN}/` }, 'admitted', 'admitted'],
  ['foreign Origin with an own Referer', { origin: FOREIGN, referer: `${SITE}/` }, 'refused', 'refused'],
  ['everything own', { fetchSite: 'same-origin', origin: SITE, referer: `${SITE}/products/x` }, 'admitted', 'admitted'],
];

describe('the same-origin rule', () => {
  it.each(TABLE)('%s', (_description, signals, api, form) => {
    expect(isCrossSite(signals, OWN, 'api') ? 'refused' : 'admitted').toBe(api);
    expect(isCrossSite(signals, OWN, 'form') ? 'refused' : 'admitted').toBe(form);
  });

  it('reads the three headers by their lower-case names', () => {
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', origin: SITE, referer: `${SITE}/` };
    expect(originSignals((name) => headers[name])).toEqual({
      fetchSite: 'same-origin',
      origin: SITE,
      referer: `${SITE}/`,
    });
  });

  it('an origin is scheme, host and port; anything else has none', () => {
    expect(originOf('https://shop.example/a?b#c')).toBe(SITE);
    expect(originOf('null')).toBeUndefined();
    expect(originOf('file:///etc/passwd')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
  });
});

describe('the same-origin rule (properties)', () => {
  const kind = fc.constantFrom<PostKind>('api', 'form');
  const host = fc.domain().filter((d) => d !== 'shop.example');
  const foreignOrigin = fc.tuple(fc.constantFrom('http', 'https'), host).map(([scheme, h]) => `${scheme}://${h}`);
  const ownOrigin = fc.constantFrom(...OWN);
  const path = fc.webPath();
  const anyHeader = fc.option(fc.oneof(fc.string(), foreignOrigin, ownOrigin, fc.constant('null')), { nil: undefined });
  const anySignals = fc.record({
    fetchSite: fc.option(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'SAME-ORIGIN', 'x'), {
      nil: undefined,
    }),
    origin: anyHeader,
    referer: anyHeader,
  });

  it('a foreign Origin is refused whatever else the request says', () => {
    fc.assert(
      fc.property(foreignOrigin, anySignals, kind, (origin, signals, k) => isCrossSite({ ...signals, origin }, OWN, k)),
    );
  });

  it('Sec-Fetch-Site same-site or cross-site is refused whatever else the request says', () => {
    fc.assert(
      fc.property(fc.constantFrom('same-site', 'cross-site'), anySignals, kind, (fetchSite, signals, k) =>
        isCrossSite({ ...signals, fetchSite }, OWN, k),
      ),
    );
  });

  it('a request whose every signal names this site is admitted', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('same-origin', 'none', 'Same-Origin'), { nil: undefined }),
        fc.option(ownOrigin, { nil: undefined }),
        fc.option(
          fc.tuple(ownOrigin, path).map(([o, p]) => `${o}${p}`),
          { nil: undefined },
        ),
        kind,
        (fetchSite, origin, referer, k) => !isCrossSite({ fetchSite, origin, referer }, OWN, k),
      ),
    );
  });

  it('a form is refused whenever an /api call would be, but for the no-referrer form post', () => {
    fc.assert(
      fc.property(anySignals, (signals) => {
        const api = isCrossSite(signals, OWN, 'api');
        const form = isCrossSite(signals, OWN, 'form');
        if (!api) return !form;
        return form || (signals.origin?.trim() === 'null' && signals.fetchSite?.trim().toLowerCase() === 'same-origin');
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(
        fc.record({ fetchSite: fc.option(fc.string(), { nil: undefined }), origin: anyHeader, referer: anyHeader }),
        kind,
        (signals, k) => {
          isCrossSite(signals, OWN, k);
          isCrossSite(signals, [], k);
        },
      ),
    );
  });
});
