import { matchRoute } from '../../../../shared/routes/match-route';

// What the content screens accept, as plain functions: text of a bounded length, a link that is
// a page of the shop or an http(s) address, a date and time, an amount of money. Each answers
// the value to store or the one sentence to show next to the field.

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const no = (message: string): Checked<never> => ({ ok: false, message });

const asText = (raw: unknown): string => (typeof raw === 'string' ? raw : '');

/** Trimmed text of at most `max` characters; '' is refused when `required`. */
export function checkText(raw: unknown, o: { label: string; max: number; required?: boolean }): Checked<string> {
  const value = asText(raw).trim();
  if (o.required && value === '') return no(`Enter the ${o.label}.`);
  if (value.length > o.max) return no(`The ${o.label} is longer than ${o.max} characters.`);
  return ok(value);
}

/** A path the shop answers with a page (the route table), query and fragment aside. */
export function isShopPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return matchRoute(pathname) !== null;
}

export interface LinkOptions {
  label: string;
  required?: boolean;
  /** a path that is no page but is redirected (the redirect table) also counts as one */
  isRedirected?: (path: string) => boolean;
  /** a stricter check of a site path (site-paths.ts): its message, or null when it leads to a page */
  pathProblem?: (pathname: string) => string | null;
}

/**
 * A link an editor typed: a path of the shop ("/shop/category/serums", with an optional query
 * or fragment) that the route table or a redirect answers, or an absolute http(s) URL.
 * '' is "no link" (null) unless required.
 */
export function checkLink(raw: unknown, o: LinkOptions): Checked<string | null> {
  const value = asText(raw).trim();
  if (value === '')
    return o.required ? no(`Enter the ${o.label}: a page of the shop (/shop) or a web address.`) : ok(null);
  if (value.length > 2000) return no(`The ${o.label} is longer than 2000 characters.`);
  if (/\s/.test(value)) return no(`The ${o.label} has a space in it.`);
  if (value.startsWith('/')) {
    if (/^\/[/\\]/.test(value) || value.includes('\\'))
      return no(`The ${o.label} must be a path like /shop, not //host.`);
    const pathname = value.split(/[?#]/, 1)[0] ?? '';
    if (o.pathProblem) {
      const problem = o.pathProblem(pathname);
      return problem ? no(problem) : ok(value);
    }
    if (isShopPath(value) || o.isRedirected?.(pathname)) return ok(value);
    return no(`No page of the shop is at ${pathname}. Check the path, or add a redirect first.`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return no(`The ${o.label} must start with / (a page of the shop) or https://.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return no(`The ${o.label} must be an http or https address.`);
  if (url.hostname === '' || url.username !== '' || url.password !== '')
    return no(`The ${o.label} is not a web address.`);
  return ok(value);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/**
 * A date ("2026-12-01") or date and time ("2026-12-01T09:30", as a datetime-local field sends
 * it), read as UTC; '' is "no date" (null). Answers the ISO instant the shop compares with.
 */
export function parseDateTime(raw: unknown, label: string): Checked<string | null> {
  const value = asText(raw).trim();
  if (value === '') return ok(null);
  const m = DATE_TIME.exec(value);
  if (!m) return no(`The ${label} must look like 2026-12-01 or 2026-12-01T09:30.`);
  const [, y, mo, d, h = '00', mi = '00'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  // Date.UTC rolls 2026-02-30 over to March: a date that does not exist is refused
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(mo) - 1 ||
    date.getUTCDate() !== Number(d) ||
    date.getUTCHours() !== Number(h) ||
    date.getUTCMinutes() !== Number(mi)
  ) {
    return no(`The ${label} is not a date of the calendar.`);
  }
  return ok(date.toISOString());
}

/** The value a datetime-local field shows for a stored instant ('' for none). */
export function dateTimeInputValue(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 16) : '';
}

/** An end before (or at) its start is refused; either may be open. */
export function checkDateOrder(start: string | null, end: string | null): string | null {
  return start && end && end <= start ? 'The end must be after the start.' : null;
}

/** Dollars ("50", "49.5", "$1,000.00") to whole cents: more than 0, at most $100,000. */
export function parseAmountCents(raw: unknown, label: string): Checked<number> {
  const value = asText(raw)
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return no(`The ${label} must be an amount in dollars, like 50 or 49.95.`);
  const [whole, cents = ''] = value.split('.');
  const total = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  if (total <= 0) return no(`The ${label} must be more than $0.`);
  if (total > 10_000_000) return no(`The ${label} must be at most $100,000.`);
  return ok(total);
}

/** A form field sent once or repeated, as a list (rows of a table of inputs). */
export function listOf(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(asText);
  return typeof raw === 'string' ? [raw] : [];
}
