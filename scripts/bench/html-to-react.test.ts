import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { bodyOf, decodeEntities, htmlToReact } from './html-to-react';

const render = (html: string) => renderToStaticMarkup(createElement(Fragment, null, ...htmlToReact(html)));

describe('htmlToReact', () => {
  const cases: [string, string][] = [
    ['<p class="a">Hi &amp; bye</p>', '<p class="a">Hi &amp; bye</p>'],
    ['<ul><li>one</li><li>two</li></ul>', '<ul><li>one</li><li>two</li></ul>'],
    [
      '<img src="/x.png" alt="A &quot;b&quot;" srcset="/x.png 1x"/>', // React 19 adds its own preload for an image with a srcset
      '<link rel="preload" as="image" imageSrcSet="/x.png 1x"/><img src="/x.png" alt="A &quot;b&quot;" srcSet="/x.png 1x"/>',
    ],
    ['<div style="color:red;--gap:4px">x</div>', '<div style="color:red;--gap:4px">x</div>'],
    ['<label for="e">E</label><input id="e" required=""/>', '<label for="e">E</label><input id="e" required=""/>'],
    ['<!-- a comment --><b>x</b>', '<b>x</b>'],
    [
      '<script type="application/ld+json">{"a":"<b>"}</script>',
      '<script type="application/ld+json">{"a":"<b>"}</script>',
    ],
    ['<svg viewBox="0 0 1 1"><use href="#i"></use></svg>', '<svg viewBox="0 0 1 1"><use href="#i"></use></svg>'],
  ];
  for (const [html, expected] of cases) {
    it(`renders ${html} back as ${expected}`, () => expect(render(html)).toBe(expected));
  }

  it('keeps any text, once decoded and escaped again by React', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        expect(render(`<p>${escaped}</p>`)).toBe(renderToStaticMarkup(createElement('p', null, text)));
      }),
    );
  });

  it('decodes numeric and named entities', () => {
    expect(decodeEntities('&#39;&#x27;&lt;&nbsp;&unknown;')).toBe("''<\u00a0&unknown;");
  });

  it('takes the body of a document', () => {
    expect(bodyOf('<html><head></head><body class="x"><main>m</main></body></html>')).toBe('<main>m</main>');
  });
});
