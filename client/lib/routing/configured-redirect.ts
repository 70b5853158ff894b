import { redirect } from 'react-router-dom';
import { createRedirectLookup, redirectEntriesOf, type RedirectTarget } from '../../../shared/routes/redirects';

// The matching half of client navigations' redirects (client-route-rules.ts fetches the table):
// loaded with the first navigation, not with the entry.

let lookup: { entries: Promise<unknown>; match: Promise<(pathname: string) => RedirectTarget | null> } | null = null;

/** The lookup of these entries, made once per answer (a failed fetch's empty answer is asked again). */
function lookupOf(entries: Promise<unknown>) {
  if (lookup?.entries !== entries)
    lookup = { entries, match: entries.then((value) => createRedirectLookup(redirectEntriesOf(value))) };
  return lookup.match;
}

/** Throws the in-app redirect, or leaves the site by a full page load for an absolute target. */
export async function followConfiguredRedirect(request: Request, entries: Promise<unknown>): Promise<void> {
  const url = new URL(request.url);
  const target = (await lookupOf(entries))(url.pathname);
  if (!target) return;
  if (target.external) {
    window.location.assign(target.location);
    // Nothing more to render here: the browser is leaving.
    await new Promise(() => {});
  }
  throw redirect(target.location + (target.location.includes('?') ? '' : url.search), target.status);
}
