// Reading the console's forms from their HTML as a browser does, so the cluster test posts what
// a person would: every named field of the form with its value as rendered (text, hidden,
// checked boxes, the selected option, a textarea's text), changed only where the person types.
// The markup is React's server rendering: attributes in any order, values HTML-escaped.

export type Pair = [name: string, value: string];

export interface Form {
  /** What submitting the form unchanged sends, in document order. */
  fields: Pair[];
  /** Each select's option values, in order (what a person may choose from). */
  options: Record<string, string[]>;
  /** The named submit buttons ([name, value]): the one clicked is sent too. */
  buttons: Pair[];
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|lt|gt|apos);/gi, (whole, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? whole;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The attributes of one start tag (`<input a="b" c>`), names lower-cased, values unescaped. */
export function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const inner = tag.replace(/^<[a-zA-Z0-9]+/, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g))
    attrs[m[1]!.toLowerCase()] = unescapeHtml(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

const SKIPPED_INPUTS = new Set(['submit', 'button', 'reset', 'image', 'file']);

/** The form posting to `action` (exactly), or null when the page has none. */
export function readForm(html: string, action: string): Form | null {
  for (const m of html.matchAll(/<form\b[^>]*>/g)) {
    const attrs = attributesOf(m[0]);
    if (attrs.action !== action || (attrs.method ?? 'get').toLowerCase() !== 'post') continue;
    const end = html.indexOf('</form>', m.index);
    return formFrom(html.slice(m.index + m[0].length, end < 0 ? undefined : end));
  }
  return null;
}

function formFrom(body: string): Form {
  const form: Form = { fields: [], options: {}, buttons: [] };
  const controls =
    /<(input|button)\b[^>]*>|<textarea\b[^>]*>([\s\S]*?)<\/textarea>|<select\b[^>]*>([\s\S]*?)<\/select>/g;
  for (const m of body.matchAll(controls)) {
    const tag = /^<[^>]*>/.exec(m[0])![0];
    const attrs = attributesOf(tag);
    const name = attrs.name;
    if (name === undefined || name === '' || 'disabled' in attrs) continue;
    if (m[1] === 'button') {
      if ((attrs.type ?? 'submit') === 'submit') form.buttons.push([name, attrs.value ?? '']);
    } else if (m[1] === 'input') {
      const type = (attrs.type ?? 'text').toLowerCase();
      if (SKIPPED_INPUTS.has(type)) continue;
      if ((type === 'checkbox' || type === 'radio') && !('checked' in attrs)) continue;
      form.fields.push([name, attrs.value ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]);
    } else if (m[2] !== undefined) {
      // a newline right after the start tag is not part of the text (HTML's parsing rule)
      form.fields.push([name, unescapeHtml(m[2].replace(/^\r?\n/, ''))]);
    } else {
      const options = [...(m[3] ?? '').matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/g)].map((o) => {
        const a = attributesOf(/^<[^>]*>/.exec(o[0])![0]);
        return { value: a.value ?? unescapeHtml(o[1]!.replace(/<[^>]*>/g, '').trim()), selected: 'selected' in a };
      });
      form.options[name] = options.map((o) => o.value);
      const chosen = options.filter((o) => o.selected);
      if ('multiple' in attrs) for (const o of chosen) form.fields.push([name, o.value]);
      else if (options.length > 0) form.fields.push([name, (chosen.at(-1) ?? options[0]!).value]);
    }
  }
  return form;
}

/** The form's fields with `name`'s nth occurrence (0: the first) set to `value`; added when absent. */
export function withField(fields: readonly Pair[], name: string, value: string, nth = 0): Pair[] {
  let seen = -1;
  let done = false;
  const out = fields.map((pair): Pair => {
    if (pair[0] !== name || ++seen !== nth) return pair;
    done = true;
    return [name, value];
  });
  if (!done) out.push([name, value]);
  return out;
}

/** The value of `name`'s nth occurrence, or undefined. */
export const fieldOf = (fields: readonly Pair[], name: string, nth = 0): string | undefined =>
  fields.filter((p) => p[0] === name)[nth]?.[1];

export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
