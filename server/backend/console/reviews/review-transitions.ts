// Which moderation a review's status allows, and the reason it needs. Pure: the store applies
// the answer inside its transaction, the page uses it to offer only what may be done.

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MODERATIONS = ['approve', 'reject', 'unpublish'] as const;
export type Moderation = (typeof MODERATIONS)[number];

/** A reason is kept in the audit trail; long enough for a sentence, short enough to list. */
export const REASON_MAX = 500;

const FROM: Record<Moderation, ReviewStatus> = { approve: 'pending', reject: 'pending', unpublish: 'published' };
const TO: Record<Moderation, ReviewStatus> = { approve: 'published', reject: 'rejected', unpublish: 'rejected' };
const NEEDS_REASON: Record<Moderation, boolean> = { approve: false, reject: true, unpublish: true };

export const MODERATION_MESSAGES = {
  reasonRequired: 'Give a reason: it is kept in the activity log (the customer does not see it).',
  reasonTooLong: `Keep the reason under ${REASON_MAX} characters.`,
  notPending: 'This review is no longer waiting for moderation; the list below is up to date.',
  notPublished: 'This review is not published; the list below is up to date.',
} as const;

export type ModerationCheck =
  { ok: true; to: ReviewStatus; reason: string | null } | { ok: false; kind: 'conflict' | 'invalid'; message: string };

/** What `moderation` does to a review in `status`, with the reason as typed. */
export function checkModeration(status: ReviewStatus, moderation: Moderation, rawReason: unknown): ModerationCheck {
  if (status !== FROM[moderation]) {
    return {
      ok: false,
      kind: 'conflict',
      message: FROM[moderation] === 'pending' ? MODERATION_MESSAGES.notPending : MODERATION_MESSAGES.notPublished,
    };
  }
  const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
  if (NEEDS_REASON[moderation]) {
    if (!reason) return { ok: false, kind: 'invalid', message: MODERATION_MESSAGES.reasonRequired };
    if (reason.length > REASON_MAX) return { ok: false, kind: 'invalid', message: MODERATION_MESSAGES.reasonTooLong };
  }
  return { ok: true, to: TO[moderation], reason: NEEDS_REASON[moderation] ? reason : null };
}

/** The moderations a review in `status` offers (the page shows only these buttons). */
export function moderationsFor(status: ReviewStatus): Moderation[] {
  return MODERATIONS.filter((m) => FROM[m] === status);
}

/** "Unpublished" is a rejected review that was published once (it has a published date). */
export function statusLabel(status: ReviewStatus, publishedAt: string | null): string {
  if (status === 'pending') return 'Pending';
  if (status === 'published') return 'Published';
  return publishedAt ? 'Unpublished' : 'Rejected';
}

export function parseStatusFilter(raw: unknown): ReviewStatus {
  return REVIEW_STATUSES.find((s) => s === raw) ?? 'pending';
}
