import type { ReactNode } from 'react';
import { jsonLdText } from '../components/seo/json-ld-text';
import type { PublicConfig } from '../lib/app/app-context';

export interface DocumentAssets {
  styles: string[];
  /** The web fonts' stylesheet: the start script adds it after the first paint; without JavaScript, the <noscript> copy. */
  fonts?: string;
}

export const DARK_LOGO_PATH = '/logo-dark.svg';

function organizationJsonLd(config: PublicConfig): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: `${config.brand} Skin`,
    url: config.siteUrl,
    logo: `${config.siteUrl}${DARK_LOGO_PATH}`,
  };
  return jsonLdText(data);
}

/** The whole HTML document, rendered by React on the server and hydrated in the browser. */
export function Document({
  config,
  assets,
  children,
}: {
  config: PublicConfig;
  assets: DocumentAssets;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d1b19" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.fonts && (
          <noscript>
            <link rel="stylesheet" href={assets.fonts} />
          </noscript>
        )}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd(config) }} />
      </head>
      <body>
        <div id="app">{children}</div>
      </body>
    </html>
  );
}
