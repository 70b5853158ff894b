// Test-only: the <form>s of a server-rendered page as a browser without JavaScript sees them,
// so a test can post exactly what the page offers (its hidden fields and a button's name/value).

export interface PageButton {
  /** the accessible name: aria-label, else the text (visually hidden parts included) */
  label: string;
  name?: string;
  value?: string;
  disabled: boolean;
}

export interface PageForm {
  method: string;
  action: string;
  hidden: Record<string, string>;
  /** names of the visible fields (inputs, textareas, radios) */
  fields: string[];
  buttons: PageButton[];
  html: string;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
};

export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([whole, open, body]) => {
    const hidden: Record<string, string> = {};
    const fields: string[] = [];
    for (const [tag] of body!.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)) {
      const name = attr(tag, 'name');
      if (!name) continue;
      if (attr(tag, 'type') === 'hidden') hidden[name] = attr(tag, 'value') ?? '';
      else fields.push(name);
    }
    const buttons = [...body!.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)]
      .filter(([, tag]) => attr(tag!, 'type') === 'submit')
      .map(([, tag, inner]) => ({
        label:
          attr(tag!, 'aria-label') ??
          decode(inner!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''))
            .replace(/\s+/g, ' ')
            .trim(),
        name: attr(tag!, 'name'),
        value: attr(tag!, 'value'),
        disabled: / disabled=""/.test(tag!),
      }));
    return {
      method: attr(open!, 'method') ?? 'get',
      action: attr(open!, 'action') ?? '',
      hidden,
      fields,
      buttons,
      html: whole,
    };
  });
}

/** The one form holding a button of this accessible name. */
export function formWithButton(html: string, label: string): { form: PageForm; button: PageButton } {
  const found = formsOf(html).flatMap((form) =>
    form.buttons.filter((b) => b.label === label).map((button) => ({ form, button })),
  );
  if (found.length !== 1) throw new Error(`${found.length} forms with a button "${label}"`);
  return found[0]!;
}
