import { createElement, type ReactNode } from 'react';

// For the bench's "bare React" row: the app's rendered /shop markup turned once into React
// elements, so React can render the same tree per request without router, data or app code.
// A small tokenizer, enough for the markup React itself wrote (well-formed, quoted attributes);
// not a general HTML parser.

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style']);
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'checked',
  'selected',
  'readonly',
  'required',
  'multiple',
  'async',
  'defer',
  'open',
  'autofocus',
  'novalidate',
  'nomodule',
  'playsinline',
  'muted',
  'loop',
  'autoplay',
  'controls',
  'inert',
]);
const RENAME: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  srcset: 'srcSet',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  enctype: 'encType',
  novalidate: 'noValidate',
  autofocus: 'autoFocus',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  referrerpolicy: 'referrerPolicy',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  nomodule: 'noModule',
  playsinline: 'playsInline',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  viewbox: 'viewBox',
  datetime: 'dateTime',
  spellcheck: 'spellCheck',
  'xlink:href': 'xlinkHref',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  'stop-color': 'stopColor',
  'stroke-dasharray': 'strokeDasharray',
  'stroke-miterlimit': 'strokeMiterlimit',
  'font-size': 'fontSize',
  'text-anchor': 'textAnchor',
  'clip-path': 'clipPath',
};

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITY[name.toLowerCase()] ?? whole;
  });
}

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const name = decl.slice(0, at).trim();
    if (!name) continue;
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = decl.slice(at + 1).trim();
  }
  return style;
}

function toProps(attrs: [string, string | true][]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [raw, value] of attrs) {
    const name = raw.toLowerCase();
    if (name === 'style' && typeof value === 'string') props.style = styleObject(value);
    else if (BOOLEAN.has(name)) props[RENAME[name] ?? name] = true;
    else
      props[RENAME[name] ?? (name.startsWith('data-') || name.startsWith('aria-') ? name : raw)] =
        value === true ? '' : value;
  }
  return props;
}

interface Open {
  tag: string;
  props: Record<string, unknown>;
  children: ReactNode[];
}

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** React elements for an HTML fragment, in order; comments are dropped. */
export function htmlToReact(html: string): ReactNode[] {
  const root: Open = { tag: '#root', props: {}, children: [] };
  const stack: Open[] = [root];
  let key = 0;
  let i = 0;
  const top = () => stack[stack.length - 1]!;
  const close = (el: Open) => {
    top().children.push(createElement(el.tag, { ...el.props, key: key++ }, ...el.children));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) top().children.push(decodeEntities(html.slice(i, textEnd)));
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', lt)) {
      i = html.indexOf('>', lt) + 1 || html.length;
      continue;
    }
    const gt = findTagEnd(html, lt);
    const inner = html.slice(lt + 1, gt);
    i = gt + 1;
    if (inner.startsWith('/')) {
      const tag = inner.slice(1).trim().toLowerCase();
      const at = stack.findLastIndex((el) => el.tag === tag);
      if (at <= 0) continue; // a stray end tag
      while (stack.length > at) close(stack.pop()!);
      continue;
    }
    const nameMatch = /^[^\s/>]+/.exec(inner);
    if (!nameMatch) continue;
    const tag = nameMatch[0].toLowerCase();
    const attrs: [string, string | true][] = [];
    for (const m of inner.slice(tag.length).matchAll(ATTR)) {
      const value = m[2] ?? m[3] ?? m[4];
      attrs.push([m[1]!, value === undefined ? true : decodeEntities(value)]);
    }
    const props = toProps(attrs);
    if (RAW_TEXT.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, i);
      const body = html.slice(i, end < 0 ? html.length : end);
      i = end < 0 ? html.length : html.indexOf('>', end) + 1;
      top().children.push(
        createElement(tag, { ...props, key: key++, ...(body && { dangerouslySetInnerHTML: { __html: body } }) }),
      );
      continue;
    }
    if (VOID.has(tag) || inner.trimEnd().endsWith('/')) {
      top().children.push(createElement(tag, { ...props, key: key++ }));
      continue;
    }
    stack.push({ tag, props, children: [] });
  }
  while (stack.length > 1) close(stack.pop()!);
  return root.children;
}

/** The `>` that ends the tag opened at `lt`, skipping quoted attribute values. */
function findTagEnd(html: string, lt: number): number {
  let quote = '';
  for (let j = lt + 1; j < html.length; j++) {
    const c = html[j]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j;
  }
  return html.length - 1;
}

/** The markup between `<body…>` and `</body>` (the whole input when it has no body). */
export function bodyOf(html: string): string {
  const open = /<body[^>]*>/i.exec(html);
  const close = html.toLowerCase().lastIndexOf('</body>');
  if (!open) return html;
  return html.slice(open.index + open[0].length, close < 0 ? html.length : close);
}
