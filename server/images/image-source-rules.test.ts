import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_SOURCE_MAX_LENGTH } from '../../shared/images/image-constants';
import { ImageError } from './image-error';
import { namesOptimiser, resolveSource, type SourceRules } from './image-source-rules';

const RULES: SourceRules = {
  cmsAssetsUrl: () => 'http://127.0.0.1:4001',
  allowedHosts: ['127.0.0.1:4001', 'cdn.shop.test'],
  ownHosts: ['shop.test:3000'],
};

function statusOf(source: string): number | string {
  try {
    return resolveSource(source, RULES);
  } catch (error) {
    if (error instanceof ImageError) return error.status;
    throw error;
  }
}

describe('resolveSource', () => {
  it.each([
    ['/cms/abc', 'http://127.0.0.1:4001/assets/abc'],
    ['https://cdn.shop.test/a.png?width=80', 'https://cdn.shop.test/a.png?width=80'],
    ['https://cdn.shop.test:8443/a.png', 'https://cdn.shop.test:8443/a.png'],
    ['http://127.0.0.1:4001/assets/abc', 'http://127.0.0.1:4001/assets/abc'],
    ['http://127.0.0.1:4002/assets/abc', 400],
    ['http://shop.test:3000/logo.png', 400],
    ['http://SHOP.test/logo.png', 400],
    ['https://shop.test:443/logo.png', 400],
    ['http://cdn.shop.test/_ipx/_/cms/abc', 400],
    ['http://cdn.shop.test/%5Fipx/_/cms/abc', 400],
    ['http://cdn.shop.test/%255Fipx/_/cms/abc', 400],
    ['http://cdn.shop.test/a/..%2F_ipx/w_1/x', 400],
    ['http://cdn.shop.test\\_ipx\\_\\x', 400],
    ['/_ipx/_/cms/abc', 400],
    ['http://user:pw@cdn.shop.test/a.png', 400],
    ['/cms/../secret', 400],
    ['file:///etc/passwd', 400],
    [`/cms/${'a'.repeat(IMAGE_SOURCE_MAX_LENGTH)}`, 414],
  ])('%s → %s', (source, expected) => {
    expect(statusOf(source)).toBe(expected);
  });

  it('never throws anything but an ImageError, and never answers a URL on the site or naming /_ipx', () => {
    const part = fc.constantFrom(
      '/',
      '_ipx',
      '%5F',
      '%2F',
      '%25',
      'shop.test',
      'cdn.shop.test',
      ':3000',
      'http://',
      'https:/',
      '\\',
      '..',
      'cms',
      'a',
      '?',
      '#',
      '@',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(part, fc.string()), { maxLength: 12 }), (parts) => {
        const result = statusOf(parts.join(''));
        if (typeof result === 'number') return [400, 414].includes(result);
        const url = new URL(result);
        return (
          url.hostname !== 'shop.test' &&
          !namesOptimiser(url.pathname) &&
          ['127.0.0.1:4001', 'cdn.shop.test'].includes(url.hostname === 'cdn.shop.test' ? url.hostname : url.host)
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses /_ipx however many times it is percent-encoded (up to the decoding bound)', () => {
    const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 2 }),
        (mask, rounds) => {
          let segment = [...'/_ipx'].map((c, i) => (mask[i] ? encodeChar(c) : c)).join('');
          for (let r = 0; r < rounds; r++) segment = segment.replace(/%/g, '%25');
          return statusOf(`https://cdn.shop.test/img${segment}/_/x.png`) === 400;
        },
      ),
    );
  });
});
