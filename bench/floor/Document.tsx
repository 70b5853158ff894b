import type { ReactNode } from 'react';

/** The whole document, rendered on the server and hydrated in the browser, as the shop's is. */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>The framework’s floor</title>
        <meta name="description" content="The smallest page that hydrates with the shop's framework." />
        {/* no favicon request: a 404 would be a console error the shop's pages do not have */}
        <link rel="icon" href="data:," />
      </head>
      <body>
        <div id="app">{children}</div>
      </body>
    </html>
  );
}
