import { checkText, listOf, parseDateTime, type Checked } from './content-rules';

// What a blog post form accepts, as plain functions: a slug (the last segment of
// /blog/<category>/<slug>), a list of related product handles, the reading time from the body.

export const SLUG_MAX = 80;

export function checkSlug(raw: unknown): Checked<string> {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return { ok: false, message: 'Enter the slug: lowercase words joined by hyphens.' };
  if (value.length > SLUG_MAX) return { ok: false, message: `The slug is longer than ${SLUG_MAX} characters.` };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))
    return { ok: false, message: 'The slug may hold only lowercase letters, digits and single hyphens (spf-basics).' };
  return { ok: true, value };
}

/** "spf-basics, vitamin-c-serum" (commas, spaces or lines) → unique handles in order. */
export function parseHandles(raw: unknown): string[] {
  const text = listOf(raw).join(',');
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/** About 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}

export { checkText, parseDateTime };
