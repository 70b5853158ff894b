import { SKIN_TYPES, type SkinType } from '../../../shared/catalog/taxonomy';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { apportion, ratingCounts, starShares } from './rating-counts';
import {
  CLOSERS,
  FIRST_NAMES,
  KIND_SENTENCES,
  kindOf,
  moodOf,
  nounOf,
  OPENERS,
  SKIN_SENTENCES,
  TITLES,
  type ProductKind,
} from './review-texts';
import type { SeedProduct } from './types';

// Every product's ratings (counts per star matching its "4.7 (2,841)") and a readable sample
// of written reviews, 8 to 40 a product, whose stars follow the same skew. Generated from a
// PRNG seeded by the handle, so every seed of the same data writes the same reviews.

/** The last day a seeded review may carry; fixed so the seed does not depend on the clock. */
const LAST_REVIEW_DAY = Date.parse('2026-10-31T00:00:00.000Z');
const FIRST_REVIEW_DAY = Date.parse('2024-03-01T00:00:00.000Z');
const DAY_MS = 86_400_000;

/** mulberry32: small, fast, good enough to vary prose. */
function prng(seedText: string): () => number {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sampleSize(reviewCount: number): number {
  return Math.min(reviewCount, 40, Math.max(8, Math.round(Math.sqrt(reviewCount) / 1.8)));
}

export interface SeedReview {
  rating: number;
  title: string;
  body: string;
  skinType: SkinType;
  displayName: string;
  verifiedBuyer: boolean;
  helpfulCount: number;
  createdAt: string;
}

const ingredientName = (raw: string) =>
  raw
    .replace(/\s*\(.*\)\s*/, '')
    .trim()
    .toLowerCase();

/** The sample of written reviews of one product. */
export function sampleReviews(p: SeedProduct): SeedReview[] {
  const n = sampleSize(p.reviewCount);
  if (n === 0) return [];
  const random = prng(p.handle);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // each list is dealt like a deck (shuffled, no repeat until it runs out), so one product's reviews do not echo each other
  const decks = new Map<readonly unknown[], unknown[]>();
  const deal = <T>(list: readonly T[]): T => {
    let deck = decks.get(list) as T[] | undefined;
    if (!deck || deck.length === 0) {
      deck = [...list];
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      decks.set(list, deck);
    }
    return deck.pop()!;
  };
  const kind: ProductKind = kindOf(p.categories, p.title);
  const words = (text: string) =>
    text
      .replace('{noun}', nounOf(kind, p.title))
      .replace('{ingredient}', ingredientName(pick(p.keyIngredients.length ? p.keyIngredients : ['this formula'])))
      .replace('{weeks}', String(2 + Math.floor(random() * 10)));
  const kindSentences = {
    love: KIND_SENTENCES.love(kind),
    like: KIND_SENTENCES.like(kind),
    mixed: KIND_SENTENCES.mixed(kind),
    dislike: KIND_SENTENCES.dislike(kind),
  };
  const perStar = apportion(starShares(p.rating), n);
  const start = Math.max(FIRST_REVIEW_DAY, Date.parse(p.publishedAt) + 14 * DAY_MS);
  const span = Math.max(30, Math.floor((LAST_REVIEW_DAY - start) / DAY_MS));
  const reviews: SeedReview[] = [];
  perStar.forEach((count, i) => {
    for (let k = 0; k < count; k++) {
      const rating = i + 1;
      const mood = moodOf(rating);
      const skinType = random() < 0.8 && p.skinTypes.length ? pick(p.skinTypes) : pick(SKIN_TYPES);
      const sentences = [deal(OPENERS[mood]), deal(kindSentences[mood])];
      if (random() < 0.6) sentences.push(SKIN_SENTENCES[rating >= 4 ? 'good' : 'bad'][skinType]);
      sentences.push(deal(CLOSERS[mood]));
      const title = words(deal(TITLES[mood]));
      reviews.push({
        rating,
        title,
        body: words(sentences.filter(Boolean).join(' ')),
        skinType,
        displayName: `${deal(FIRST_NAMES)} ${String.fromCharCode(65 + Math.floor(random() * 26))}.`,
        verifiedBuyer: random() < 0.85,
        helpfulCount: Math.floor(random() ** 3 * 60),
        createdAt: new Date(start + Math.floor(random() * span) * DAY_MS + Math.floor(random() * DAY_MS)).toISOString(),
      });
    }
  });
  return reviews;
}

export function loadReviews(db: Db, products: readonly SeedProduct[]) {
  const idOf = sql(db, 'SELECT id FROM products WHERE handle = ?');
  const count = sql(db, 'INSERT INTO rating_counts (product_id, stars, count) VALUES (?, ?, ?)');
  const review = sql(
    db,
    `INSERT INTO reviews (product_id, rating, title, body, skin_type, display_name, verified_buyer, helpful_count, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'published', ?)`,
  );
  for (const p of products) {
    const { id } = idOf.get(p.handle) as { id: number };
    ratingCounts(p.rating, p.reviewCount).forEach((c, i) => count.run(id, i + 1, c));
    for (const r of sampleReviews(p)) {
      review.run(
        id,
        r.rating,
        r.title,
        r.body,
        r.skinType,
        r.displayName,
        r.verifiedBuyer ? 1 : 0,
        r.helpfulCount,
        r.createdAt,
      );
    }
  }
}
