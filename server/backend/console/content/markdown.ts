import { Marked } from 'marked';
import { sanitizeHtml } from '../../../../shared/rules/sanitize-html';

// Bodies are written in Markdown and stored as HTML: marked turns one into the other, then the
// shop's one sanitising rule (the BFF runs the same on every answer) keeps only formatting and
// safe links. The console runs it again on whatever HTML it shows in a preview.

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }));
}

/** A body stored as HTML, made safe again before the console shows it. */
export const safeHtml = (html: string): string => sanitizeHtml(html);
