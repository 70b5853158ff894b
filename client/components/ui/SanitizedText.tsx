// CMS rich text (SPEC section 5): only formatting and safe links survive. The BFF sanitised it
// in the upstream answer already (server/upstream/sanitize-answer.ts, decision 018), so
// no sanitiser ships to the browser; only rich-text fields of the contract may be passed here.

export const SANITIZED_TEXT_TAGS = ['div', 'span', 'p', 'h5'] as const;
export type SanitizedTextTag = (typeof SANITIZED_TEXT_TAGS)[number];

export interface SanitizedTextProps {
  content: string;
  tag?: SanitizedTextTag;
  className?: string;
  id?: string;
}

export function SanitizedText({ content, tag = 'div', className, id }: SanitizedTextProps) {
  // Content comes from the CMS at runtime: a wrong type or tag must not break the page.
  const Tag: SanitizedTextTag = SANITIZED_TEXT_TAGS.includes(tag) ? tag : 'div';
  const html = typeof content === 'string' ? content : '';
  return (
    <Tag
      id={id}
      className={['sanitized-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
