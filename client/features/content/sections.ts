// A long CMS page gets a table of contents built from its h2 headings. The sanitiser keeps no
// id attributes, so the body is cut at each top-level <h2> and every piece is rendered in a
// wrapper that carries the anchor; the HTML itself is never rewritten.

export interface BodySection {
  /** anchor of the section, null for the text before the first heading */
  id: string | null;
  /** the heading as plain text, '' for the intro */
  heading: string;
  html: string;
}

/** The fewest headings for which a table of contents helps rather than clutters. */
export const TOC_MIN_HEADINGS = 3;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  mdash: '\u2014',
  ndash: '\u2013',
};

/** Text of an HTML fragment: tags dropped, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? m;
      const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Splits the body before every <h2>; ids are unique within the page and never empty. */
export function splitSections(html: string): BodySection[] {
  const parts = html.split(/(?=<h2[\s>])/i);
  const used = new Set<string>();
  const sections: BodySection[] = [];
  for (const part of parts) {
    const m = /^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part);
    if (!m) {
      if (part.trim()) sections.push({ id: null, heading: '', html: part });
      continue;
    }
    const heading = htmlToText(m[1] ?? '');
    const base = `section-${slugify(heading) || sections.length + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    sections.push({ id, heading, html: part });
  }
  return sections;
}
