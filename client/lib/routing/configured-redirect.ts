import { redirect } from 'react-router-dom';
import { createRedirectLookup, redirectEntriesOf, type RedirectTarget } from '../../../shared/routes/redirects';

// SPEC section 2, rule 4, for client navigations (the server applies it to first requests).
// The operator's table is fetched once per page and matched locally. This module and the lookup
// come with it (client-route-rules.ts: the first navigation asks for the code and the table at
// once), not with the entry.
let table: Promise<(pathname: string) => RedirectTarget | null> | null = null;

function redirectLookup() {
  table ??= fetch('/api/redirects', { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : []))
    .then((entries: unknown) => createRedirectLookup(redirectEntriesOf(entries)))
    .catch(() => {
      table = null; // try again on the next navigation
      return () => null;
    });
  return table;
}

/** Throws the in-app redirect, or leaves the site by a full page load for an absolute target. */
export async function followConfiguredRedirect(request: Request): Promise<void> {
  const url = new URL(request.url);
  const target = (await redirectLookup())(url.pathname);
  if (!target) return;
  if (target.external) {
    window.location.assign(target.location);
    // Nothing more to render here: the browser is leaving.
    await new Promise(() => {});
  }
  throw redirect(target.location + (target.location.includes('?') ? '' : url.search), target.status);
}
