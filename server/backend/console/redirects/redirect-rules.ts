import { RedirectEntrySchema } from '../../../../shared/routes/redirect-schema';
import { createRedirectLookup, type RedirectEntry } from '../../../../shared/routes/redirects';
import { matchRoute } from '../../../../shared/routes/match-route';

// The rules one redirect must pass before it is stored, pure so the console's form, the
// product-handle change and the tests say the same thing. The shape rules are the file's own
// (RedirectEntrySchema: a site path from, a site path or http(s) target, never `//` or `/\`);
// on top of them a table must have no loop, one entry per `from`, and a redirect from a path
// the shop shows a screen on (a product, a page) only when the person confirmed it.

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** The statuses the console's form offers; 307 and 308 come only from a seeded file. */
export const FORM_STATUSES = [301, 302] as const;
export const MAX_REDIRECT_PATH = 2048;

export const REDIRECT_MESSAGES = {
  fromShape: 'Enter a site path starting with a single /, like /old-page (or /old-folder/* for everything below it).',
  fromQuery: 'Leave out the query string and the #: a redirect matches the path alone.',
  fromStar: 'A * may only end the path, as /old-folder/*.',
  fromSlash: 'Leave out the trailing / (the shop already removes it).',
  fromTaken: (to: string) => `This path already redirects to ${to}: edit that redirect instead.`,
  toShape: 'Enter a site path starting with a single /, or a full http:// or https:// address.',
  toLong: `Keep the paths under ${MAX_REDIRECT_PATH} characters.`,
  status: 'Choose 301 (moved for good) or 302 (moved for now).',
  loop: (chain: readonly string[]) => `This would make a loop: ${chain.join(' → ')}.`,
  screen: (path: string) =>
    `The shop shows a page at ${path}: the redirect would hide it. Tick "Redirect anyway" to confirm.`,
} as const;

export interface RedirectInput {
  from: string;
  to: string;
  status: number;
  /** the person confirmed a redirect away from a page the shop shows */
  confirmScreen?: boolean;
}

export type RedirectFieldErrors = Partial<Record<'from' | 'to' | 'status' | 'confirm', string>>;

export type RedirectCheck = { ok: true; entry: RedirectEntry } | { ok: false; errors: RedirectFieldErrors };

/** The path part of an internal target: what the lookup is asked next. */
function pathOf(target: string): string {
  return target.replace(/[?#].*$/, '');
}

/** The path a `from` stands for: itself, or the folder of a `/*` pattern. */
export function basePathOf(from: string): string {
  return from.endsWith('/*') ? from.slice(0, -2) || '/' : from;
}

/**
 * The chain of paths that comes back to where it started when `entry` joins `others`, or null.
 * Follows internal targets only (an http(s) target leaves the site), at most once per entry.
 */
export function findLoop(others: readonly RedirectEntry[], entry: RedirectEntry): string[] | null {
  const lookup = createRedirectLookup([...others.filter((e) => e.from !== entry.from), entry]);
  const start = basePathOf(entry.from);
  const chain = [start];
  const seen = new Set(chain);
  let path = start;
  for (let hops = 0; hops <= others.length + 1; hops++) {
    const target = lookup(path);
    if (!target || target.external) return null;
    path = pathOf(target.location);
    chain.push(path);
    if (seen.has(path)) return chain;
    seen.add(path);
  }
  return null;
}

/** The screen the shop shows at `path` (placeholder pages of old paths do not count), or null. */
export function screenAt(from: string): string | null {
  const base = basePathOf(from);
  const paths = from.endsWith('/*') ? [base, `${base === '/' ? '' : base}/any-page`] : [base];
  for (const path of paths) {
    const hit = matchRoute(path);
    if (hit && hit.route.screen !== 'placeholder') return path;
  }
  return null;
}

function fromError(from: string): string | null {
  if (from.length > MAX_REDIRECT_PATH) return REDIRECT_MESSAGES.toLong;
  if (/[?#]/.test(from)) return REDIRECT_MESSAGES.fromQuery;
  if (/\s/.test(from) || !(from === '/' || /^\/[^/\\]/.test(from))) return REDIRECT_MESSAGES.fromShape;
  if (from.includes('*') && !(from.endsWith('/*') && from.indexOf('*') === from.length - 1))
    return REDIRECT_MESSAGES.fromStar;
  if (from !== '/' && from.endsWith('/')) return REDIRECT_MESSAGES.fromSlash;
  if (from.includes('//') || from.includes('\\')) return REDIRECT_MESSAGES.fromShape;
  return null;
}

/**
 * Checks one redirect against the rest of the table (`others`: every stored entry; the one
 * being edited, found by `editing`, is left out). Each field gets its own message.
 */
export function checkRedirect(
  input: RedirectInput,
  others: readonly RedirectEntry[],
  options: { editing?: string; statuses?: readonly number[] } = {},
): RedirectCheck {
  const from = input.from.trim();
  const to = input.to.trim();
  const errors: RedirectFieldErrors = {};
  const fromProblem = fromError(from);
  if (fromProblem) errors.from = fromProblem;
  if (to.length > MAX_REDIRECT_PATH) errors.to = REDIRECT_MESSAGES.toLong;
  else if (/\s/.test(to)) errors.to = REDIRECT_MESSAGES.toShape;
  if (!(options.statuses ?? REDIRECT_STATUSES).includes(input.status)) errors.status = REDIRECT_MESSAGES.status;
  const parsed = RedirectEntrySchema.safeParse({ from, to, status: input.status });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'to') errors.to ??= REDIRECT_MESSAGES.toShape;
      else if (issue.path[0] === 'from') errors.from ??= REDIRECT_MESSAGES.fromShape;
      else if (issue.path[0] === 'status') errors.status ??= REDIRECT_MESSAGES.status;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  const entry = parsed.data;
  const rest = others.filter((e) => e.from !== options.editing);
  const taken = rest.find((e) => e.from === from);
  if (taken) return { ok: false, errors: { from: REDIRECT_MESSAGES.fromTaken(taken.to) } };
  const loop = findLoop(rest, entry);
  if (loop) return { ok: false, errors: { to: REDIRECT_MESSAGES.loop(loop) } };
  const screen = screenAt(from);
  if (screen && !input.confirmScreen) return { ok: false, errors: { confirm: REDIRECT_MESSAGES.screen(screen) } };
  return { ok: true, entry };
}
