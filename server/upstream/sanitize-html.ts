// The rule lives in shared/ so the embedded backend's console sanitises rich text on save
// with exactly the rule the BFF applies on every answer.
export { safeHref, sanitizeHtml } from '../../shared/html/sanitize-html';
