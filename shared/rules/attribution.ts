import { ATTRIBUTION_COOKIE_DAYS, ATTRIBUTION_QUERY_PARAM } from '../constants';
import { ATTRIBUTION_ATTRIBUTE_KEY } from '../cart-constants';
import { formatDate, parseDate } from '../format/date';
import { getAttribute, removeAttribute, setAttribute, type Attribute, type AttributeLike } from './cart-attributes';
import { parseJsonObject } from './json-object';

// Affiliate click attribution (SPEC section 4), the parts that need no browser: reading the
// click id, the stored record, its validity and what the cart attributes should become.
// Consent polling and the cookie itself live in the client.

export interface AttributionRecord {
  clickId: string;
  /** ISO time the click id was first seen. */
  loadTime: string;
  /** MM/DD/YYYY, ATTRIBUTION_COOKIE_DAYS after loadTime. */
  expiryTime: string;
}

const DAY_MS = 86_400_000;
/** Click ids are opaque tokens; anything else is refused so it never reaches a cookie or order. */
const CLICK_ID_PATTERN = /^[A-Za-z0-9._~-]{1,256}$/;

export type QueryInput = string | URLSearchParams | Readonly<Record<string, unknown>>;

/** The click id from '?irclickid=…', URLSearchParams or a parsed query object; null if absent or malformed. */
export function parseClickId(query: QueryInput | null | undefined): string | null {
  let raw: unknown;
  if (typeof query === 'string') raw = new URLSearchParams(query.replace(/^[^?]*\?/, '')).get(ATTRIBUTION_QUERY_PARAM);
  else if (query instanceof URLSearchParams) raw = query.get(ATTRIBUTION_QUERY_PARAM);
  else if (query) raw = query[ATTRIBUTION_QUERY_PARAM];
  if (Array.isArray(raw)) raw = raw[0];
  if (typeof raw !== 'string') return null;
  const id = raw.trim();
  return CLICK_ID_PATTERN.test(id) ? id : null;
}

export function buildAttributionRecord(clickId: string, now: Date): AttributionRecord {
  const expiry = new Date(now.getTime() + ATTRIBUTION_COOKIE_DAYS * DAY_MS);
  return { clickId, loadTime: now.toISOString(), expiryTime: formatDate(expiry) };
}

/** A record from the cookie's JSON text (or an already parsed value); null when malformed. */
export function parseAttributionRecord(raw: unknown): AttributionRecord | null {
  const value = parseJsonObject(raw);
  if (!value) return null;
  const { clickId, loadTime, expiryTime } = value;
  if (typeof clickId !== 'string' || !CLICK_ID_PATTERN.test(clickId)) return null;
  if (typeof loadTime !== 'string' || typeof expiryTime !== 'string') return null;
  return { clickId, loadTime, expiryTime };
}

/**
 * When the record stops counting: loadTime + 45 days, or, if loadTime is unreadable, the end
 * of the expiry day (UTC). Null when neither can be read.
 */
export function attributionExpiresAt(record: AttributionRecord): Date | null {
  const loaded = Date.parse(record.loadTime);
  if (!Number.isNaN(loaded)) return new Date(loaded + ATTRIBUTION_COOKIE_DAYS * DAY_MS);
  const day = parseDate(record.expiryTime);
  return day ? new Date(day.getTime() + DAY_MS) : null;
}

export function isAttributionValid(
  record: AttributionRecord | null | undefined,
  now: Date,
): record is AttributionRecord {
  if (!record || !CLICK_ID_PATTERN.test(record.clickId)) return false;
  const expiresAt = attributionExpiresAt(record);
  return expiresAt !== null && now.getTime() < expiresAt.getTime();
}

/**
 * The cart attributes after syncing attribution: the click id when a valid record exists,
 * no attribution attribute otherwise. Null when the cart already matches, so no call is made.
 */
export function planAttributionAttributes(
  attributes: readonly AttributeLike[] | null | undefined,
  record: AttributionRecord | null | undefined,
  now: Date,
): Attribute[] | null {
  const current = getAttribute(attributes, ATTRIBUTION_ATTRIBUTE_KEY);
  if (isAttributionValid(record, now)) {
    return current === record.clickId ? null : setAttribute(attributes, ATTRIBUTION_ATTRIBUTE_KEY, record.clickId);
  }
  return current === null ? null : removeAttribute(attributes, ATTRIBUTION_ATTRIBUTE_KEY);
}
