import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentBody } from './ContentBody';

describe('ContentBody', () => {
  it('has no table of contents below 3 h2s', () => {
    const html = renderToStaticMarkup(<ContentBody html="<p>Intro</p><h2>One</h2><p>a</p><h2>Two</h2><p>b</p>" />);
    expect(html).not.toContain('toc');
    expect(html).toContain('<h2>Two</h2>');
  });

  it('links each section from the table of contents at 3 h2s, keeping the intro first', () => {
    const html = renderToStaticMarkup(
      <ContentBody html="<p>Intro</p><h2>One</h2><p>a</p><h2>Two</h2><h2>Three <em>x</em></h2>" />,
    );
    expect(html).toMatch(
      /<ol><li><a href="#section-one">One<\/a><\/li><li><a href="#section-two">Two<\/a><\/li><li><a href="#section-three-x">Three x<\/a><\/li><\/ol>/,
    );
    expect(html.indexOf('Intro')).toBeLessThan(html.indexOf('id="section-one"'));
    expect(html).toContain(
      '<div id="section-three-x" class="prose-section"><div class="sanitized-text"><h2>Three <em>x</em></h2></div></div>',
    );
    // Sanitising is the BFF's (decision 018; server/render/rich-text-sanitised.test.ts).
  });
});
