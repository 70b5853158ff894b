import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownProblem, markdownToHtml, PICTURE_IN_BODY } from './markdown';

describe('markdownToHtml', () => {
  it.each<[string, string]>([
    ['## Why SPF\n\nEvery **day**.', '<h2>Why SPF</h2>\n<p>Every <strong>day</strong>.</p>\n'],
    ['- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n'],
    ['[Shop](/shop)', '<p><a href="/shop">Shop</a></p>\n'],
    ['[x](javascript:alert(1))', '<p><a>x</a></p>\n'],
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['# Top', '<h2>Top</h2>'],
    ['```\nconst a = 1;\n```', '<pre><code>const a = 1;\n</code></pre>'],
    [
      '| Step | When |\n|:--|--:|\n| SPF | Morning |',
      '<table>\n<thead>\n<tr>\n<th align="left">Step</th>\n<th align="right">When</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="left">SPF</td>\n<td align="right">Morning</td>\n</tr>\n</tbody></table>',
    ],
  ])('%j', (markdown, html) => {
    expect(markdownToHtml(markdown).trim()).toBe(html.trim());
  });

  it('never lets a script, an event handler or a javascript: link through', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '<script>',
            '</script>',
            'onerror=',
            '<a href="javascript:x">',
            '**',
            '[a](',
            ')',
            'x',
            '\n\n',
            '<img ',
            '>',
            '"',
          ),
          {
            maxLength: 30,
          },
        ),
        (parts) => {
          const html = markdownToHtml(parts.join(''));
          expect(html).not.toMatch(/<script|<img|<[a-z][^<>]*\son\w+\s*=|href="javascript:/i);
        },
      ),
    );
  });
});

describe('markdownProblem', () => {
  it.each<[string, string | null]>([
    ['Plain **text** and [a link](/shop).', null],
    ['![Serum](https://example.com/x.jpg)', PICTURE_IN_BODY],
    ['- a list with ![a picture](x.png) inside', PICTURE_IN_BODY],
    ['`![not a picture](x)` in code', null],
  ])('%j', (markdown, problem) => {
    expect(markdownProblem(markdown)).toBe(problem);
  });
});
