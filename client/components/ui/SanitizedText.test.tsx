import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SanitizedText, type SanitizedTextProps } from './SanitizedText';

describe('SanitizedText', () => {
  it.each<[string, SanitizedTextProps, string]>([
    ['div by default', { content: '<b>Hi</b>' }, '<div class="sanitized-text"><b>Hi</b></div>'],
    ['span', { content: 'a', tag: 'span' }, '<span class="sanitized-text">a</span>'],
    ['p', { content: 'a', tag: 'p' }, '<p class="sanitized-text">a</p>'],
    [
      'h5 with class and id',
      { content: 'a', tag: 'h5', className: 'lead', id: 't' },
      '<h5 id="t" class="sanitized-text lead">a</h5>',
    ],
    ['unknown tag falls back to div', { content: 'a', tag: 'section' as never }, '<div class="sanitized-text">a</div>'],
    ['non-string content renders empty', { content: 42 as never }, '<div class="sanitized-text"></div>'],
  ])('%s', (_name, props, expected) => {
    expect(renderToString(<SanitizedText {...props} />)).toBe(expected);
  });
});
