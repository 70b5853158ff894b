import { FilterXSS, type IWhiteList } from 'xss';

// CMS rich text is rendered as HTML; this keeps only formatting and safe links. The one rule:
// the BFF runs it on every upstream answer (server/upstream/sanitize-answer.ts, decision 018),
// so the page, its dehydrated data and /api answers carry only sanitised HTML and the browser
// needs no sanitiser; the console runs it on what an editor saves. Never imported by client/.

const ALLOWED: IWhiteList = {
  a: ['href', 'title', 'target', 'rel'],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  mark: [],
  small: [],
  sub: [],
  sup: [],
  br: [],
  hr: [],
  p: [],
  span: [],
  div: [],
  blockquote: [],
  code: [],
  pre: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align', 'scope'],
  td: ['align'],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
};

const NAMED: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Numeric and the few named entities that matter for reading a URL's scheme. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? m;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  });
}

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An href we are willing to render: http(s), a same-site path, a fragment, or a relative
 * path without a scheme. Entities and control characters are resolved first, because a
 * browser does that before reading the scheme ('&#106;avascript:' is 'javascript:').
 * Returns the decoded URL, to be escaped once on output.
 */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const head = compact.split(/[/?#]/, 1)[0] ?? '';
  // An entity we do not decode could still spell a scheme: refuse rather than guess.
  if (/&[a-z]+;?/i.test(head)) return null;
  if (/^https?:\/\//i.test(compact)) return value;
  if (head.includes(':')) return null;
  if (/^[/\\]{2}/.test(compact) || compact.startsWith('/\\')) return null;
  return value;
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  allowCommentTag: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr || tag !== 'a' || name !== 'href') return undefined;
    const href = safeHref(value);
    return href === null ? '' : `href="${escapeAttr(href)}"`;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
