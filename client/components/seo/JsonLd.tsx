import { jsonLdText } from './json-ld-text';

/** A structured-data block; not executed, so it needs no CSP nonce. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
