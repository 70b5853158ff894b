import { PRODUCTS_TAG, productTag, reviewsTag } from '../../../../shared/contract/change-tags';
import type { SkinType } from '../../../../shared/catalog/taxonomy';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { checkModeration, type Moderation, type ReviewStatus } from './review-transitions';

// The moderation queue and its three decisions. Publishing and unpublishing move the review's
// stars in and out of the product's rating (triggers of 008 and 012), inside the same
// transaction as the audit entry; the storefront is told after it commits.

export const REVIEWS_PAGE_SIZE = 20;

export interface QueuedReview {
  id: number;
  handle: string;
  productTitle: string;
  rating: number;
  title: string;
  text: string;
  skinType: SkinType | null;
  verifiedBuyer: boolean;
  displayName: string;
  createdAt: string;
  status: ReviewStatus;
  publishedAt: string | null;
  moderatedByEmail: string | null;
  moderatedAt: string | null;
  reason: string | null;
}

export interface ReviewQueuePage {
  reviews: QueuedReview[];
  total: number;
  page: number;
  pageCount: number;
}

interface QueueRow {
  id: number;
  handle: string;
  product_title: string;
  rating: number;
  title: string;
  body: string;
  skin_type: string | null;
  verified_buyer: number;
  display_name: string;
  created_at: string;
  status: ReviewStatus;
  published_at: string | null;
  moderated_by_email: string | null;
  moderated_at: string | null;
  moderation_reason: string | null;
}

const toQueued = (r: QueueRow): QueuedReview => ({
  id: r.id,
  handle: r.handle,
  productTitle: r.product_title,
  rating: r.rating,
  title: r.title,
  text: r.body,
  skinType: r.skin_type as SkinType | null,
  verifiedBuyer: r.verified_buyer === 1,
  displayName: r.display_name,
  createdAt: r.created_at,
  status: r.status,
  publishedAt: r.published_at,
  moderatedByEmail: r.moderated_by_email,
  moderatedAt: r.moderated_at,
  reason: r.moderation_reason,
});

const SELECT = `SELECT r.id, p.handle, p.title AS product_title, r.rating, r.title, r.body, r.skin_type,
  r.verified_buyer, r.display_name, r.created_at, r.status, r.published_at, r.moderated_by_email,
  r.moderated_at, r.moderation_reason
  FROM reviews r JOIN products p ON p.id = r.product_id`;

/** Waiting reviews oldest first (the queue); decided ones most recently decided first. */
const ORDER: Record<ReviewStatus, string> = {
  pending: 'r.created_at ASC, r.id ASC',
  published: 'r.moderated_at IS NULL, r.moderated_at DESC, r.created_at DESC, r.id DESC',
  rejected: 'r.moderated_at IS NULL, r.moderated_at DESC, r.created_at DESC, r.id DESC',
};

export function listReviewQueue(db: Db, status: ReviewStatus, page: number): ReviewQueuePage {
  const { total } = sql(db, 'SELECT COUNT(*) AS total FROM reviews WHERE status = ?').get(status) as {
    total: number;
  };
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = sql(db, `${SELECT} WHERE r.status = ? ORDER BY ${ORDER[status]} LIMIT ? OFFSET ?`).all(
    status,
    REVIEWS_PAGE_SIZE,
    (current - 1) * REVIEWS_PAGE_SIZE,
  ) as QueueRow[];
  return { reviews: rows.map(toQueued), total, page: current, pageCount };
}

/** How many reviews each status holds (the queue's tabs). */
export function reviewCounts(db: Db): Record<ReviewStatus, number> {
  const counts = { pending: 0, published: 0, rejected: 0 };
  for (const r of sql(db, 'SELECT status, COUNT(*) AS n FROM reviews GROUP BY status').all() as {
    status: ReviewStatus;
    n: number;
  }[]) {
    counts[r.status] = r.n;
  }
  return counts;
}

export function reviewById(db: Db, id: number): QueuedReview | null {
  const row = sql(db, `${SELECT} WHERE r.id = ?`).get(id) as QueueRow | undefined;
  return row ? toQueued(row) : null;
}

export type ModerationResult =
  { ok: true; review: QueuedReview } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Approves, rejects or unpublishes review `id` as `actor`: the status moves only from the state
 * the decision expects (a second moderator acting on the same review gets 409), the decision and
 * its reason are kept on the review and in the audit trail, then the product's pages are purged.
 */
export function moderateReview(
  deps: Pick<ConsoleDeps, 'db' | 'now' | 'changes'>,
  actor: Actor,
  id: number,
  moderation: Moderation,
  rawReason: unknown,
): ModerationResult {
  const { db } = deps;
  const now = deps.now();
  const result = db.transaction((): ModerationResult => {
    const before = reviewById(db, id);
    if (!before) return { ok: false, status: 404, message: 'No such review.' };
    const check = checkModeration(before.status, moderation, rawReason);
    if (!check.ok) return { ok: false, status: check.kind === 'conflict' ? 409 : 400, message: check.message };
    const at = now.toISOString();
    sql(
      db,
      `UPDATE reviews SET status = ?, moderated_by = ?, moderated_by_email = ?, moderated_at = ?,
         moderation_reason = ?, published_at = CASE WHEN ? = 'published' THEN ? ELSE published_at END
       WHERE id = ? AND status = ?`,
    ).run(check.to, actor.id, actor.email, at, check.reason, check.to, at, id, before.status);
    const after = reviewById(db, id)!;
    recordAudit(
      db,
      actor,
      {
        action: `review.${moderation}`,
        entity: 'review',
        entityId: id,
        before: { status: before.status, product: before.handle, rating: before.rating },
        after: { status: after.status, product: after.handle, rating: after.rating },
        reason: check.reason,
      },
      now,
    );
    return { ok: true, review: after };
  })();
  if (result.ok) {
    const { handle } = result.review;
    deps.changes.emit([productTag(handle), reviewsTag(handle), PRODUCTS_TAG]);
  }
  return result;
}
