import { describe, expect, it } from 'vitest';
import { htmlToText, slugify, splitSections } from './sections';

describe('splitSections', () => {
  it('keeps the intro and cuts before each h2', () => {
    const s = splitSections('<p>Intro</p><h2>What is it?</h2><p>A</p><h2 class="x">How &amp; why</h2><p>B</p>');
    expect(s.map((x) => [x.id, x.heading])).toEqual([
      [null, ''],
      ['section-what-is-it', 'What is it?'],
      ['section-how-why', 'How & why'],
    ]);
    expect(s.map((x) => x.html).join('')).toBe(
      '<p>Intro</p><h2>What is it?</h2><p>A</p><h2 class="x">How &amp; why</h2><p>B</p>',
    );
  });

  it('makes repeated headings unique and never leaves an id empty', () => {
    const s = splitSections('<h2>Tips</h2><h2>Tips</h2><h2>!!!</h2>');
    expect(s.map((x) => x.id)).toEqual(['section-tips', 'section-tips-2', 'section-3']);
  });

  it('does not cut at h3 or at words that start with h2', () => {
    expect(splitSections('<h3>A</h3><h2x>no</h2x>')).toHaveLength(1);
  });

  it('returns nothing for an empty body', () => {
    expect(splitSections('  ')).toEqual([]);
  });
});

describe('htmlToText and slugify', () => {
  it.each([
    ['<strong>Vitamin&nbsp;C</strong> &#38; you', 'Vitamin\u00a0C & you'.replace(/\s+/g, ' ')],
    ['Don&rsquo;t  pop', 'Don\u2019t pop'],
  ])('%s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('folds accents and punctuation', () => {
    expect(slugify('Crème & Sérum: the basics')).toBe('creme-serum-the-basics');
  });
});
