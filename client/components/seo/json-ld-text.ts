/**
 * JSON for an inline `<script>` element. Every '<' is escaped (`\u003c`, still valid JSON), so no
 * string from the CMS or the catalog can close the element or open a comment.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
