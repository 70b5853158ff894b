import type { ReactNode } from 'react';

// The frame of the pages seen before sign-in (sign-in, second factor, setup links) and of the
// error pages: the console's name and one card, no menu.

export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Console`}</title>
        <link rel="stylesheet" href="/console.css" />
        {/* no icon to fetch (a /favicon.ico request would only meet the 404 page) */}
        <link rel="icon" href="data:," />
      </head>
      <body className="console-public">
        <main id="main" className="console-card">
          <p className="console-brand">Console</p>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}
