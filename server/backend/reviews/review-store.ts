import type { SkinType } from '../../../shared/catalog/taxonomy';
import type {
  RatingDistribution,
  Review,
  ReviewEligibility,
  ReviewPage,
  ReviewSort,
} from '../../../shared/contract/review';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

// Reading and writing reviews. Only published reviews are ever listed; a customer's own
// pending review counts only towards "one per customer per product".

const ORDER_BY: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id DESC',
  highest: 'rating DESC, created_at DESC, id DESC',
  lowest: 'rating ASC, created_at DESC, id DESC',
  helpful: 'helpful_count DESC, created_at DESC, id DESC',
};

interface ReviewRow {
  id: number;
  rating: number;
  title: string;
  body: string;
  skin_type: string | null;
  display_name: string;
  verified_buyer: number;
  helpful_count: number;
  created_at: string;
}

const toReview = (r: ReviewRow): Review => ({
  id: String(r.id),
  rating: r.rating,
  title: r.title,
  text: r.body,
  skinType: r.skin_type as SkinType | null,
  createdAt: r.created_at,
  verifiedBuyer: r.verified_buyer === 1,
  displayName: r.display_name,
  helpfulCount: r.helpful_count,
});

export function productIdOf(db: Db, handle: string): number | null {
  const row = sql(db, 'SELECT id FROM products WHERE handle = ?').get(handle) as { id: number } | undefined;
  return row?.id ?? null;
}

export interface ReviewFilter {
  sort: ReviewSort;
  rating: number | null;
  skinType: SkinType | null;
  page: number;
  limit: number;
}

export function summaryOf(db: Db, productId: number): NonNullable<ReviewPage['summary']> {
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of sql(db, 'SELECT stars, count FROM rating_counts WHERE product_id = ?').all(productId) as {
    stars: 1 | 2 | 3 | 4 | 5;
    count: number;
  }[]) {
    distribution[r.stars] = r.count;
  }
  const ratingCount = Object.values(distribution).reduce((a, b) => a + b, 0);
  const sum = Object.entries(distribution).reduce((s, [stars, count]) => s + Number(stars) * count, 0);
  const { n } = sql(db, "SELECT COUNT(*) AS n FROM reviews WHERE product_id = ? AND status = 'published'").get(
    productId,
  ) as { n: number };
  return {
    average: ratingCount ? Math.round((sum / ratingCount) * 10) / 10 : 0,
    ratingCount,
    distribution,
    reviewCount: n,
  };
}

export function listReviews(db: Db, productId: number, f: ReviewFilter): Omit<ReviewPage, 'summary'> {
  // the filters are bound parameters; "? IS NULL OR" lets one statement serve every combination
  const where =
    "product_id = ? AND status = 'published' AND (? IS NULL OR rating = ?) AND (? IS NULL OR skin_type = ?)";
  const args = [productId, f.rating, f.rating, f.skinType, f.skinType];
  const { total } = sql(db, `SELECT COUNT(*) AS total FROM reviews WHERE ${where}`).get(...args) as { total: number };
  const pageCount = Math.max(1, Math.ceil(total / f.limit));
  const rows = sql(db, `SELECT * FROM reviews WHERE ${where} ORDER BY ${ORDER_BY[f.sort]} LIMIT ? OFFSET ?`).all(
    ...args,
    f.limit,
    (f.page - 1) * f.limit,
  ) as ReviewRow[];
  return { reviews: rows.map(toReview), total, page: f.page, pageCount };
}

/** Orders that count as a purchase: anything but a cancelled order. */
function hasBought(db: Db, customerId: number, handle: string): boolean {
  return (
    sql(
      db,
      `SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
    WHERE o.customer_id = ? AND l.handle = ? AND o.status <> 'cancelled' LIMIT 1`,
    ).get(customerId, handle) !== undefined
  );
}

function hasReviewed(db: Db, customerId: number, productId: number): boolean {
  return (
    sql(db, 'SELECT 1 FROM reviews WHERE customer_id = ? AND product_id = ?').get(customerId, productId) !== undefined
  );
}

export function eligibilityOf(db: Db, customerId: number, productId: number, handle: string): ReviewEligibility {
  if (!hasBought(db, customerId, handle)) return { eligible: false, reason: 'not-a-buyer' };
  if (hasReviewed(db, customerId, productId)) return { eligible: false, reason: 'already-reviewed' };
  return { eligible: true, reason: null };
}

export interface NewReview {
  productId: number;
  customerId: number;
  rating: number;
  title: string;
  text: string;
  skinType: SkinType;
  displayName: string;
  now: Date;
}

/** Stores a review waiting for moderation; answers its id. */
export function insertPendingReview(db: Db, r: NewReview): number {
  return Number(
    sql(
      db,
      `INSERT INTO reviews (product_id, customer_id, rating, title, body, skin_type, display_name, verified_buyer, helpful_count, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, 'pending', ?)`,
    ).run(r.productId, r.customerId, r.rating, r.title, r.text, r.skinType, r.displayName, r.now.toISOString())
      .lastInsertRowid,
  );
}

/** "Maya R." from the customer's names; "Verified buyer" when they left them empty. */
export function displayNameOf(db: Db, customerId: number): string {
  const row = sql(db, 'SELECT first_name, last_name FROM customers WHERE id = ?').get(customerId) as
    { first_name: string; last_name: string } | undefined;
  const first = row?.first_name.trim() ?? '';
  const initial = row?.last_name.trim().charAt(0).toUpperCase() ?? '';
  return first ? `${first}${initial ? ` ${initial}.` : ''}` : 'Verified buyer';
}
