import { jsonLdText } from '../product-json-ld';

/** A structured-data block; not executed, so it needs no CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
