import { describe, expect, it } from 'vitest';
import { sanitizeAnswer } from './sanitize-answer';

describe('sanitizeAnswer', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a post body',
      { post: { title: '<b>t</b>', bodyHtml: '<p>a</p><script>alert(1)</script>' } },
      { post: { title: '<b>t</b>', bodyHtml: '<p>a</p>' } },
    ],
    [
      'product descriptions in a list',
      { products: [{ descriptionHtml: '<img src=x onerror=alert(1)>ok' }] },
      { products: [{ descriptionHtml: 'ok' }] },
    ],
    ['the 404 message', { site_404_message: '<a href="javascript:x()">home</a>' }, { site_404_message: '<a>home</a>' }],
    ['other strings untouched', { name: '<script>x</script>' }, { name: '<script>x</script>' }],
    ['a non-string rich field untouched', { bodyHtml: null }, { bodyHtml: null }],
    ['scalars', 3, 3],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeAnswer(input)).toEqual(expected);
  });

  it('keeps an own __proto__ key as data', () => {
    const out = sanitizeAnswer(JSON.parse('{"__proto__": {"bodyHtml": "<script>x</script>y"}}')) as Record<
      string,
      unknown
    >;
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ bodyHtml: 'y' });
    expect(({} as Record<string, unknown>).bodyHtml).toBeUndefined();
  });
});
