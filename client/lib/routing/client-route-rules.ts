/**
 * SPEC section 2, rule 4, for a client navigation: throws the operator's redirect for its path, if
 * there is one (configured-redirect.ts, whose code the first navigation asks for). Without that
 * code (a chunk that cannot load) the navigation goes on as asked, as without a table.
 */
export async function followConfiguredRedirect(request: Request): Promise<void> {
  const rules = await import('./configured-redirect').catch(() => null);
  if (rules) await rules.followConfiguredRedirect(request);
}
