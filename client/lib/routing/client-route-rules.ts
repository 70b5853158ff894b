// SPEC section 2, rule 4, for client navigations (the server applies it to first requests).
// The operator's table is fetched once per page and matched locally. The first navigation asks
// for the table and for the code that matches it (configured-redirect.ts) at once: neither is in
// the entry.

let entries: Promise<unknown> | null = null;

/** The table's entries as the BFF answers them; asked again next time if the request failed. */
function redirectEntries(): Promise<unknown> {
  entries ??= fetch('/api/redirects', { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : []))
    .catch(() => {
      entries = null;
      return [];
    });
  return entries;
}

/**
 * Throws the operator's redirect for the navigation's path, if there is one. Without the matching
 * code (a chunk that cannot load) the navigation goes on as asked, as without a table.
 */
export async function followConfiguredRedirect(request: Request): Promise<void> {
  const table = redirectEntries();
  const rules = await import('./configured-redirect').catch(() => null);
  if (rules) await rules.followConfiguredRedirect(request, table);
}
