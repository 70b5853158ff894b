import { Marked } from 'marked';
import { sanitizeHtml } from '../../../../shared/rules/sanitize-html';

// Bodies are written in Markdown and stored as HTML: marked turns one into the other, then the
// shop's one sanitising rule (the BFF runs the same on every answer) keeps only formatting and
// safe links. The console runs it again on whatever HTML it shows in a preview.

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  // The page's title is its one h1: a body's top headings start at h2.
  walkTokens(token) {
    if (token.type === 'heading' && token.depth === 1) token.depth = 2;
  },
});

export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }));
}

export const PICTURE_IN_BODY =
  'Pictures cannot go in the body: the shop serves only uploaded pictures. Use the hero picture, or remove the ![…](…).';

/** Why a body cannot be saved as written (what the shop would drop), or null. */
export function markdownProblem(markdown: string): string | null {
  let picture = false;
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'image') picture = true;
  });
  return picture ? PICTURE_IN_BODY : null;
}

/** A body stored as HTML, made safe again before the console shows it. */
export const safeHtml = (html: string): string => sanitizeHtml(html);
