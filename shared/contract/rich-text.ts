/**
 * The contract's rich-text fields: CMS or catalog HTML a page renders as markup. The BFF
 * sanitises these keys, at any depth, in every upstream answer before anything else sees it
 * (server/upstream/sanitize-answer.ts, decision 018); the browser renders them as given.
 */
export const RICH_TEXT_KEYS: ReadonlySet<string> = new Set(['bodyHtml', 'descriptionHtml', 'site_404_message']);
