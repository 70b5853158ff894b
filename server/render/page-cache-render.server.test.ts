import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER, template } from './page-cache-render.server';
import { fillPage, type CachedPage } from './page-store.server';

// A stored page's holes: the nonce wherever the placeholder stood, and the query data's times
// in the scripts moved on by the entry's age; every other byte as rendered.

const page = (html: string): CachedPage => ({ status: 200, ...template(html), freshMs: 1, staleMs: 0, storedAt: 0, tags: [] });

describe('template and fillPage', () => {
  it.each([
    ['nonce only', `<script nonce="${NONCE_PLACEHOLDER}">x</script>`, 0, '<script nonce="N0nce==">x</script>'],
    ['times moved on by the age', `<script nonce="${NONCE_PLACEHOLDER}">B={q:[{dehydratedAt:1795458716737,state:{dataUpdateCount:1,dataUpdatedAt:1795458716728,errorUpdatedAt:0}}]}</script>`, 5_000,
      '<script nonce="N0nce==">B={q:[{dehydratedAt:1795458721737,state:{dataUpdateCount:1,dataUpdatedAt:1795458721728,errorUpdatedAt:0}}]}</script>'],
    ['a time in text that is not a key stays', '<p>dataUpdatedAt:1795458716728</p>', 5_000, '<p>dataUpdatedAt:1795458716728</p>'],
    ['more than 13 digits is not a time', '{dataUpdatedAt:17954587167281}', 5_000, '{dataUpdatedAt:17954587167281}'],
  ])('%s', (_name, html, age, sent) => {
    expect(fillPage(page(html), 'N0nce==', age).toString()).toBe(sent);
  });

  it('with no age, any page comes back as rendered with the nonce in the placeholder\'s places', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.constant(NONCE_PLACEHOLDER), fc.constant(',dataUpdatedAt:1795458716728'))), fc.base64String({ minLength: 4 }), (pieces, nonce) => {
      const html = pieces.join('');
      expect(fillPage(page(html), nonce, 0).toString()).toBe(html.split(NONCE_PLACEHOLDER).join(nonce));
    }));
  });
});
