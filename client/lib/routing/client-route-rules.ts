import { redirect } from 'react-router-dom';
import type { RedirectTarget } from '../../../shared/routes/redirects';

// SPEC section 2, rule 4, for client navigations (the server applies it to first requests).
// The operator's table is fetched once per page and matched locally; the lookup's code comes
// with it (the first navigation asks for both at once), not with the entry.
let table: Promise<(pathname: string) => RedirectTarget | null> | null = null;

function redirectLookup() {
  table ??= Promise.all([
    import('../../../shared/routes/redirects'),
    fetch('/api/redirects', { credentials: 'same-origin' }).then((res) => (res.ok ? res.json() : [])),
  ])
    .then(([{ createRedirectLookup, redirectEntriesOf }, entries]) => createRedirectLookup(redirectEntriesOf(entries)))
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
