import type { SearchPage, SearchPost, SearchProduct, SearchResults } from '../../../shared/contract/search';
import type { Image } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, placeholders, sql } from '../db/statements';
import { dollars } from '../ids';
import { matchExpression, prefixQuery, searchTerms, textQuery } from './search-terms';
import { corrections } from './typo-distance';
import { GIFT_PRODUCT_TAG } from '../../../shared/cart-constants';

// Reads the FTS5 index of migration 005. Each word is a prefix query (in the body only from
// TEXT_PREFIX_MIN letters); a word that starts no indexed word is replaced by its typo
// corrections. Title hits come first, then the rest, each part by bm25 with the title weighted
// 10 to 1 over the body.
//
// Why words + edit distance and not a trigram index, measured on the demo seed (147 rows, 1276
// words): a trigram index only finds typos when the query's trigrams are OR-ed, and then
// "hyaluronc" hit 39 rows, "vitamn c" 26 (Niacinamide 2nd), "retinl" 66, "sunscren" 62: most of
// the index, with no cut-off that keeps the typo hits and drops the noise. Words + distance found
// exactly the meant words for the same queries (hyaluronic/hyaluronate, vitamin, retinol/retinal,
// moisturizer, sunscreen, peptide), in 1–8 ms warm and 15–70 ms cold on this shared 2-core
// machine; queries without a typo take about 1 ms (no distance pass).

type Kind = 'product' | 'post' | 'page';

function startsAnIndexedWord(db: Db, word: string): boolean {
  return sql(db, 'SELECT 1 FROM search_index WHERE search_index MATCH ? LIMIT 1').get(prefixQuery(word)) !== undefined;
}

function vocabulary(db: Db): string[] {
  return (sql(db, 'SELECT term FROM search_vocab').all() as { term: string }[]).map((r) => r.term);
}

/** The MATCH expressions of a query: for titles and for everything, or null when nothing could match. */
export interface SiteMatch {
  title: string;
  anywhere: string;
}

export function buildMatch(db: Db, query: string): SiteMatch | null {
  const words = searchTerms(query);
  if (words.length === 0) return null;
  let vocab: string[] | undefined;
  const title: string[][] = [];
  const anywhere: string[][] = [];
  for (const word of words) {
    if (startsAnIndexedWord(db, word)) {
      title.push([prefixQuery(word)]);
      anywhere.push([textQuery(word)]);
      continue;
    }
    const fixes = corrections(word, (vocab ??= vocabulary(db)));
    if (fixes.length === 0) return null;
    title.push(fixes.map(prefixQuery));
    anywhere.push(fixes.map(prefixQuery));
  }
  return { title: matchExpression(title), anywhere: matchExpression(anywhere) };
}

/** Keys of one kind, title hits first; each part best first. */
function rankedKeys(db: Db, match: SiteMatch, kind: Kind, limit: number): string[] {
  // Gift products (given with qualifying orders, not sold on their own) are never a hit.
  const ranked = `SELECT key FROM search_index WHERE search_index MATCH ? AND kind = ?
                  AND key NOT IN (SELECT p.handle FROM products p JOIN product_tags t ON t.product_id = p.id WHERE t.tag = '${GIFT_PRODUCT_TAG}')
                  ORDER BY bm25(search_index, 0, 0, 10, 1), key LIMIT ?`;
  const inTitle = (sql(db, ranked).all(`{title} : (${match.title})`, kind, limit) as { key: string }[]).map(
    (r) => r.key,
  );
  if (inTitle.length >= limit) return inTitle;
  const all = (sql(db, ranked).all(match.anywhere, kind, limit + inTitle.length) as { key: string }[]).map(
    (r) => r.key,
  );
  return [...new Set([...inTitle, ...all])].slice(0, limit);
}

function inOrder<T>(keys: string[], rows: Map<string, T>): T[] {
  return keys.flatMap((k) => (rows.has(k) ? [rows.get(k)!] : []));
}

function products(db: Db, handles: string[]): SearchProduct[] {
  if (handles.length === 0) return [];
  const rows = sql(
    db,
    `SELECT p.handle, p.title, p.min_price_cents, p.data, (SELECT MAX(v.price_cents) FROM variants v WHERE v.product_id = p.id) AS max_price_cents
    FROM products p WHERE p.handle IN (${placeholders(handles.length)})`,
  ).all(...handles) as {
    handle: string;
    title: string;
    min_price_cents: number;
    max_price_cents: number | null;
    data: string;
  }[];
  return inOrder(
    handles,
    new Map(
      rows.flatMap((r) => {
        const image = parseJson<{ images?: Image[] }>(r.data, {}).images?.[0];
        const maxPrice = dollars(r.max_price_cents ?? r.min_price_cents);
        return image
          ? [
              [
                r.handle,
                { handle: r.handle, title: r.title, price: dollars(r.min_price_cents), maxPrice, image },
              ] as const,
            ]
          : [];
      }),
    ),
  );
}

function posts(db: Db, slugs: string[]): SearchPost[] {
  if (slugs.length === 0) return [];
  const rows = sql(db, `SELECT slug, data FROM blog_posts WHERE slug IN (${placeholders(slugs.length)})`).all(
    ...slugs,
  ) as { slug: string; data: string }[];
  return inOrder(
    slugs,
    new Map(
      rows.flatMap((r) => {
        const post = parseJson<{ title?: string; excerpt?: string } | null>(r.data, null);
        return post?.title ? [[r.slug, { slug: r.slug, title: post.title, excerpt: post.excerpt ?? '' }] as const] : [];
      }),
    ),
  );
}

function pages(db: Db, paths: string[]): SearchPage[] {
  if (paths.length === 0) return [];
  const rows = sql(db, `SELECT path, data FROM content_pages WHERE path IN (${placeholders(paths.length)})`).all(
    ...paths,
  ) as { path: string; data: string }[];
  return inOrder(
    paths,
    new Map(
      rows.flatMap((r) => {
        const page = parseJson<{ title?: string } | null>(r.data, null);
        return page?.title ? [[r.path, { path: r.path, title: page.title }] as const] : [];
      }),
    ),
  );
}

/** Up to `limit` results in each group, best first. */
export function searchSite(db: Db, query: string, limit: number): SearchResults {
  const match = buildMatch(db, query);
  if (match === null) return { products: [], posts: [], pages: [] };
  return {
    products: products(db, rankedKeys(db, match, 'product', limit)),
    posts: posts(db, rankedKeys(db, match, 'post', limit)),
    pages: pages(db, rankedKeys(db, match, 'page', limit)),
  };
}
