import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from '../components/ui/Image';
import { StaticMarkupContext, StaticPart } from '../components/ui/StaticPart';
import { createStaticMarkup } from './static-markup';

// StaticPart writes markup that React's renderToString made, where a page is written by React's
// streaming renderer. It relies on the two writing the same children the same way (text
// separators, escaping, attributes, what an element adds to the head), so that a page from the
// store is the page React would have streamed and the browser hydrates it as React's own. These
// tests hold the streamed page equal with and without the store for the kinds of children the
// parts have, so a React upgrade that makes the two differ fails here.

/** A whole document through renderToPipeableStream, as the server writes pages. */
function streamed(body: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    const stream = renderToPipeableStream(
      <html lang="en">
        <head>
          <title>t</title>
        </head>
        <body>{body}</body>
      </html>,
      {
        onAllReady() {
          stream.pipe(out);
        },
        onShellError: reject,
        onError: reject,
      },
    );
  });
}

const owner = { id: 'answer' };

async function pageFromStore(
  children: ReactNode,
  as?: 'a' | 'div' | 'nav',
): Promise<{ plain: string; fromStore: string; made: boolean }> {
  const store = createStaticMarkup();
  const page = (value: typeof store | null) =>
    streamed(
      <StaticMarkupContext.Provider value={value}>
        <main>
          <StaticPart as={as} owner={owner} variant="v" href={as === 'a' ? '/p' : undefined}>
            {children}
          </StaticPart>
        </main>
      </StaticMarkupContext.Provider>,
    );
  const plain = await page(null);
  await page(store);
  await page(store);
  const errors: unknown[] = [];
  store.makePending((e) => errors.push(e));
  expect(errors).toEqual([]);
  return { plain, fromStore: await page(store), made: store.markup(owner, 'v', null) !== undefined };
}

// As a product card draws its picture (ProductCard.tsx).
const picture = (loading: 'lazy' | 'eager') => (
  <span>
    <Image
      src={{ id: 'cms-image-1', width: 800, height: 1000 }}
      decorative
      width={320}
      height={400}
      loading={loading}
    />
    <span className="badge badge-soldout">Sold out</span>
  </span>
);

describe('markup made by renderToString, written into a streamed page', () => {
  it.each<[string, ReactNode, ('a' | 'div' | 'nav')?]>([
    [
      'links with texts and numbers side by side, entities, the current link',
      <ul className="level-2">
        {['serums', 'spf & sun', '<toners>'].map((name, i) => (
          <li key={name}>
            <a href={`/shop/${i}`} aria-current={i === 1 ? 'page' : undefined}>
              {name} {i} <b>&amp;</b>
              {i}
              {'"'}
            </a>
          </li>
        ))}
      </ul>,
      'nav',
    ],
    [
      "a card's lazy picture, badge and title",
      <>
        {picture('lazy')}
        <h3>Vitamin C 15% Serum</h3>
      </>,
      'a',
    ],
    [
      "a card's eager picture (the first row), which Image keeps in a <picture>",
      <>
        {picture('eager')}
        <h2>Night Cream</h2>
      </>,
      'a',
    ],
    [
      'an icon from the sprite, a style and data attributes',
      <p style={{ color: 'red', marginTop: 2 }} data-analytics-location="footer">
        <svg aria-hidden="true" width="16" height="16">
          <use href="/assets/icons.svg#heart" />
        </svg>
        Follow us
      </p>,
      'div',
    ],
  ])('%s: the page is the one React streams', async (_name, children, as) => {
    const { plain, fromStore, made } = await pageFromStore(children, as);
    expect(made).toBe(true);
    expect(fromStore).toBe(plain);
  });

  // Why Image puts an eager picture in a <picture>: React's streaming renderer hints a preload in
  // the head for an eager <img> on its own, which markup made apart cannot do (renderToString
  // writes the hint where the image is). React skips images inside <picture>; if it ever hints
  // those too, the eager cards above fail, and this shows the difference it would make.
  it('an eager <img> outside a <picture> gets a preload in the head, which markup made apart puts in the body', async () => {
    const { plain, fromStore } = await pageFromStore(<img src="/p.jpg" alt="" width={320} height={400} />, 'a');
    expect(plain).toMatch(/<head><link rel="preload" as="image" href="\/p.jpg"\/>/);
    expect(fromStore).toMatch(/<head><title>/);
    expect(fromStore).toMatch(/<a href="\/p"[^>]*><link rel="preload" as="image" href="\/p.jpg"\/>/);
  });
});
