import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER, template } from './page-cache-render';
import { fillPage, type CachedPage } from './page-store';

// A stored page's one hole: the nonce wherever the placeholder stood; every other byte as
// rendered, the query data's times too (the browser counts hydrated data as fetched on
// arrival: client/lib/query/query-stream.ts, whose test pins react-query's side of it).

const page = (html: string): CachedPage => ({
  status: 200,
  ...template(html),
  freshMs: 1,
  staleMs: 0,
  storedAt: 0,
  tags: [],
});

describe('template and fillPage', () => {
  it.each([
    ['nonce only', `<script nonce="${NONCE_PLACEHOLDER}">x</script>`, '<script nonce="N0nce==">x</script>'],
    [
      "the query data's times stay as rendered",
      `<script nonce="${NONCE_PLACEHOLDER}">B={"queries":[{"state":{"dataUpdatedAt":1795458716728}}],"dehydratedAt":1795458716737}</script>`,
      '<script nonce="N0nce==">B={"queries":[{"state":{"dataUpdatedAt":1795458716728}}],"dehydratedAt":1795458716737}</script>',
    ],
    ['a placeholder at either end', `${NONCE_PLACEHOLDER}a${NONCE_PLACEHOLDER}`, 'N0nce==aN0nce=='],
  ])('%s', (_name, html, sent) => {
    expect(fillPage(page(html), 'N0nce==').toString()).toBe(sent);
  });

  it("any page comes back as rendered with the nonce in the placeholder's places", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constant(NONCE_PLACEHOLDER), fc.constant(',dataUpdatedAt:1795458716728'))),
        fc.base64String({ minLength: 4 }),
        (pieces, nonce) => {
          const html = pieces.join('');
          expect(fillPage(page(html), nonce).toString()).toBe(html.split(NONCE_PLACEHOLDER).join(nonce));
        },
      ),
    );
  });
});
