// SPEC section 2, rule 4, for client navigations (the server applies it to first requests).
// The operator's table is fetched once per page and matched locally (configured-redirect.ts):
// neither the table nor the code that reads it is in the entry.

/** The operator's table, as the BFF answers it. */
export const requestRedirectTable = (): Promise<Response> => fetch('/api/redirects', { credentials: 'same-origin' });

let matching: Promise<typeof import('./configured-redirect') | null> | null = null;

/**
 * Throws the operator's redirect for the navigation's path, if there is one. Without the matching
 * code (a chunk that cannot load) the navigation goes on as asked, as without a table.
 */
export async function followConfiguredRedirect(request: Request): Promise<void> {
  // The first navigation asks for the table beside the code that reads it: one round trip.
  matching ??= loadMatching(requestRedirectTable());
  const rules = await matching;
  if (rules) await rules.followConfiguredRedirect(request);
}

function loadMatching(table: Promise<Response>) {
  return import('./configured-redirect').then(
    (rules) => {
      rules.readTable(table);
      return rules;
    },
    () => {
      matching = null; // a later navigation tries again
      table.catch(() => undefined);
      return null;
    },
  );
}
