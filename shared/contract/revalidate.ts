import { z } from 'zod';

// The change event's wire format (POST /api/revalidate), shared by whoever reports a change
// (the embedded backend's notifier, an external upstream) and the BFF that purges its caches.
// The signature is HMAC-SHA256(REVALIDATE_SECRET, "<timestamp>.<raw body>") in hex; the
// timestamp is unix seconds, so a captured request cannot be replayed after the window.

export const REVALIDATE_PATH = '/api/revalidate';
/** `sha256=<64 hex digits>` */
export const SIGNATURE_HEADER = 'x-revalidate-signature';
/** Unix seconds when the request was signed. */
export const TIMESTAMP_HEADER = 'x-revalidate-timestamp';
export const SIGNATURE_PREFIX = 'sha256=';

/** A signature older than this is refused (a replay). */
export const REVALIDATE_WINDOW_SECONDS = 5 * 60;
/** A timestamp ahead of the receiver's clock by more than this is refused (clock skew, not a forged future). */
export const REVALIDATE_FUTURE_SKEW_SECONDS = 60;

/** One request names at most this many tags; a sender splits a longer list. */
export const MAX_REVALIDATE_TAGS = 200;
export const MAX_REVALIDATE_TAG_LENGTH = 200;
/** The raw body's bound: enough for MAX_REVALIDATE_TAGS tags at full length. */
export const MAX_REVALIDATE_BODY_BYTES = 64 * 1024;

export const RevalidateBody = z.strictObject({
  tags: z.array(z.string().min(1).max(MAX_REVALIDATE_TAG_LENGTH)).min(1).max(MAX_REVALIDATE_TAGS),
});

export type RevalidateBody = z.infer<typeof RevalidateBody>;

/** What the BFF answers: the tags it purged (unknown ones included: a no-op) and how many entries went on this replica. */
export interface RevalidateAnswer {
  purged: string[];
  forgotten: number;
}

/** Splits a tag list into bodies no longer than the bound. */
export function revalidateBodies(tags: Iterable<string>): RevalidateBody[] {
  const list = [...new Set(tags)].filter((t) => t.length > 0 && t.length <= MAX_REVALIDATE_TAG_LENGTH);
  const bodies: RevalidateBody[] = [];
  for (let i = 0; i < list.length; i += MAX_REVALIDATE_TAGS)
    bodies.push({ tags: list.slice(i, i + MAX_REVALIDATE_TAGS) });
  return bodies;
}
