import { z } from 'zod';
import { defineCall, PUBLIC_READ } from './define';
import { Image } from './models';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_QUERY_MAX } from './search-limits';

// Site search over the catalog, the blog and the content pages. Service 'cms':
// a site search indexes what the content side publishes (posts, pages) and the catalog's
// public face (title, price, image); it is the call a hosted site-search service replaces
// when a search token is configured, and it reads nothing per visitor. A public read, so the
// BFF may share an answer between visitors like any other public CMS answer.

// The limits live in search-limits.ts, without zod, for the header's search box (decision 018).
export { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_QUERY_MAX } from './search-limits';

export const SearchRequest = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
  limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});

/** `price` is the lowest of its sizes; `maxPrice` the highest, when the search knows it (a range reads "From"). */
export const SearchProduct = z.object({
  handle: z.string(),
  title: z.string(),
  price: z.number(),
  maxPrice: z.number().optional(),
  image: Image,
});
export const SearchPost = z.object({ slug: z.string(), title: z.string(), excerpt: z.string() });
export const SearchPage = z.object({ path: z.string(), title: z.string() });
export type SearchProduct = z.infer<typeof SearchProduct>;
export type SearchPost = z.infer<typeof SearchPost>;
export type SearchPage = z.infer<typeof SearchPage>;

/** Best match first in each group. */
export const SearchResults = z.object({
  products: z.array(SearchProduct),
  posts: z.array(SearchPost),
  pages: z.array(SearchPage),
});
export type SearchResults = z.infer<typeof SearchResults>;

export const searchCalls = {
  search: defineCall('cms', 'search', SearchRequest, SearchResults, 'none', PUBLIC_READ),
} as const;
