import type { Db } from '../../db/open-database';
import type { Actor } from '../audit/audit-trail';
import { addRedirect, listRedirects, removeRedirect } from '../redirects/redirect-store';

// A renamed product's old address keeps working: /products/<old> answers 301 to the new one.
// A redirect from the new address (left by an earlier rename the other way) would hide the
// product, so it goes first; that also keeps renaming back and forth from making a loop.

export type RenameRedirect = { ok: true; changed: boolean } | { ok: false; message: string };

/** Inside the caller's transaction; answers whether the redirect table changed. */
export function redirectRename(
  db: Db,
  actor: Actor,
  oldHandle: string,
  newHandle: string,
  addOld: boolean,
  now: Date,
): RenameRedirect {
  const newPath = `/products/${newHandle}`;
  let changed = false;
  for (const r of listRedirects(db)) if (r.from === newPath) changed = removeRedirect(db, actor, r.id, now) || changed;
  if (!addOld) return { ok: true, changed };
  const added = addRedirect(
    db,
    actor,
    // the old address shows the product's page until now: the person asked for it to move
    { from: `/products/${oldHandle}`, to: newPath, status: 301, confirmScreen: true },
    now,
  );
  if (!added.ok) {
    const message = Object.values(added.errors)[0] ?? 'The redirect was refused.';
    return {
      ok: false,
      message: `The old address could not be redirected: ${message} Untick the box to save without it.`,
    };
  }
  return { ok: true, changed: true };
}
