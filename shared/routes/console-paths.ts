/**
 * Paths that look like an operator console's: the storefront answers its own 404 page for them
 * and passes none of them on (the console is served on its own port, never on the shop's
 * origin). What counts is the first segment, percent-decoded (even twice), in any case, with a
 * file extension or `;parameters` dropped: `/admin`, `/ADMIN/`, `/%61dmin/users`,
 * `/admin.php`, `/wp-admin/`, `/administrator`, `/phpmyadmin`, `/console`, `/jmx-console`.
 */

/** Words that make a first segment console-like wherever they stand in it. */
const CONSOLE_WORDS = /admin|console/;

/** The usual probes for other back offices, matched as whole names. */
const PROBE_NAMES: ReadonlySet<string> = new Set([
  'wp-login',
  'cpanel',
  'backoffice',
  'back-office',
  'dashboard',
  'manager',
]);

/** Up to three rounds of percent-decoding; a broken escape stops there (the 404 rule for it is elsewhere). */
function decoded(segment: string): string {
  let value = segment;
  for (let round = 0; round < 3 && value.includes('%'); round++) {
    try {
      value = decodeURIComponent(value);
    } catch {
      break;
    }
  }
  return value;
}

export function isConsoleLikePath(pathname: string): boolean {
  const first = pathname.split('/').find((segment) => segment !== '');
  if (first === undefined) return false;
  const segment = decoded(first).toLowerCase();
  return CONSOLE_WORDS.test(segment) || PROBE_NAMES.has(segment.split(/[.;]/)[0]!.trim());
}
