import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['plain text', 'Hello', 'Hello'],
    [
      'formatting kept',
      '<p>Hi <strong>there</strong> <em>you</em><br></p>',
      '<p>Hi <strong>there</strong> <em>you</em><br></p>',
    ],
    ['lists kept', '<ul><li>a</li></ul>', '<ul><li>a</li></ul>'],
    ['script removed with body', 'a<script>alert(1)</script>b', 'ab'],
    ['style removed with body', '<style>body{}</style>x', 'x'],
    ['unknown tag stripped, text kept', '<marquee>hi</marquee>', 'hi'],
    ['img removed', '<img src=x onerror=alert(1)>ok', 'ok'],
    ['event handler dropped', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['style attribute dropped', '<span style="color:red">x</span>', '<span>x</span>'],
    ['class attribute dropped', '<div class="x">y</div>', '<div>y</div>'],
    [
      'https link kept',
      '<a href="https://shop.test/a?b=1&amp;c=2">x</a>',
      '<a href="https://shop.test/a?b=1&amp;c=2">x</a>',
    ],
    ['raw ampersand escaped once', '<a href="/a?b=1&c=2">x</a>', '<a href="/a?b=1&amp;c=2">x</a>'],
    [
      'quote in href cannot break out',
      '<a href="/a&quot; onclick=&quot;x">x</a>',
      '<a href="/a&quot; onclick=&quot;x">x</a>',
    ],
    ['relative link kept', '<a href="/shop">x</a>', '<a href="/shop">x</a>'],
    ['fragment kept', '<a href="#faq">x</a>', '<a href="#faq">x</a>'],
    ['javascript link removed', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript removed', '<a href="&#106;avascript&#58;alert(1)">x</a>', '<a>x</a>'],
    ['named-entity colon removed', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['tab inside scheme removed', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['data url removed', '<a href="data:text/html,x">x</a>', '<a>x</a>'],
    ['mailto removed', '<a href="mailto:a@b.test">x</a>', '<a>x</a>'],
    ['protocol-relative removed', '<a href="//evil.test">x</a>', '<a>x</a>'],
    [
      'target kept',
      '<a href="/a" target="_blank" rel="noopener">x</a>',
      '<a href="/a" target="_blank" rel="noopener">x</a>',
    ],
    [
      'quote breakout escaped',
      '<a title="a&quot; onmouseover=&quot;x">x</a>',
      '<a title="a&quot; onmouseover=&quot;x">x</a>',
    ],
    ['comments removed', 'a<!-- secret -->b', 'ab'],
    ['iframe removed with body', '<iframe src="https://x.test">t</iframe>z', 'z'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.test', 'https://a.test'],
    ['HTTP://a.test', 'HTTP://a.test'],
    ['  /a  ', '/a'],
    ['page.html', 'page.html'],
    ['/a?x=http://b', '/a?x=http://b'],
    ['javascript:x', null],
    ['JaVaScRiPt:x', null],
    ['vbscript:x', null],
    ['/\\evil.test', null],
    ['\\\\evil.test', null],
    ['&#x6A;avascript:x', null],
    ['&#0000106avascript:x', null],
    ['java&Tab;script:x', null],
    ['java&unknown;script:x', null],
    ['/a?b=1&amp;c=2', '/a?b=1&c=2'],
  ])('%j → %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
