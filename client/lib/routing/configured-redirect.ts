import { redirect } from 'react-router-dom';
import { createRedirectLookup, redirectEntriesOf, type RedirectTarget } from '../../../shared/routes/redirects';
import { requestRedirectTable } from './client-route-rules';

// The matching half of client navigations' redirects (client-route-rules.ts): loaded with the
// first navigation, which also sent the table's request.

let lookup: Promise<(pathname: string) => RedirectTarget | null> | null = null;

/** Reads the table from this answer; a request that fails is sent again by the next navigation. */
export function readTable(response: Promise<Response>): void {
  lookup = response
    .then((res) => (res.ok ? res.json() : []))
    .then(
      (value) => createRedirectLookup(redirectEntriesOf(value)),
      () => {
        lookup = null;
        return () => null;
      },
    );
}

/** Throws the in-app redirect, or leaves the site by a full page load for an absolute target. */
export async function followConfiguredRedirect(request: Request): Promise<void> {
  if (!lookup) readTable(requestRedirectTable());
  const url = new URL(request.url);
  const target = (await lookup!)(url.pathname);
  if (!target) return;
  if (target.external) {
    window.location.assign(target.location);
    // Nothing more to render here: the browser is leaving.
    await new Promise(() => {});
  }
  throw redirect(target.location + (target.location.includes('?') ? '' : url.search), target.status);
}
