// Text a customer writes (a review) is stored and shown as plain text: markup is removed, not
// escaped, so what a reader sees is what the writer meant to say, and nothing can run.

const TAG = /<\/?[a-zA-Z!][^<>]*>?/g;
// C0/C1 controls except tab and newline, plus zero-width and bidi overrides that can disguise text.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Plain text: tags and control characters removed, spaces collapsed, at most one empty line
 * between paragraphs, trimmed. Idempotent, so the BFF and the backend may both apply it.
 */
export function plainText(input: string): string {
  let text = input.replace(/\r\n?/g, '\n');
  // remove tags until none is left: "<scr<b>ipt>" must not become "<script>"
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(TAG, '');
  }
  text = text.replace(/</g, '').replace(CONTROL, '').replace(/\t/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
