import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../../../../shared/contract/review';
import { jsonLdText } from '../../../../components/seo/json-ld-text';
import { ReviewList } from './ReviewList';

// A review's words are plain text wherever the shop shows them: a review stored with markup
// (an import, a store seeded elsewhere) reads as those characters, and nothing in it runs.

const HOSTILE: Review = {
  id: '1',
  rating: 1,
  title: '<b>Loud</b>',
  text: '<script>alert(1)</script><img src=x onerror=alert(2)>',
  skinType: 'dry',
  createdAt: '2025-06-10T09:00:00.000Z',
  verifiedBuyer: true,
  displayName: '<i>Maya</i>',
  helpfulCount: 0,
};

describe('a review holding markup', () => {
  it('is shown as text in the list', () => {
    const html = renderToStaticMarkup(<ReviewList reviews={[HOSTILE]} />);
    expect(html).toContain(
      '<p class="review-text">&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>',
    );
    expect(html).toContain('&lt;b&gt;Loud&lt;/b&gt;');
    expect(html).toContain('&lt;i&gt;Maya&lt;/i&gt;');
    expect(html).not.toMatch(/<script|<img|<b>|<i>/);
  });

  it('cannot close the JSON-LD script it is written into', () => {
    const text = jsonLdText({ review: [{ reviewBody: HOSTILE.text }] });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ review: [{ reviewBody: HOSTILE.text }] });
  });
});
