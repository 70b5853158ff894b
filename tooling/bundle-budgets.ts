import type { Screen } from '../shared/routes/route-table';

/**
 * First-load JavaScript budgets per page type, in KB (1000 bytes) gzip -9: the entry, the
 * screen's route chunk and every chunk both import statically (decision 018). The framework
 * alone (react-dom, react, react-router's data router, react-query) is ~106 KB of it.
 */
export const BUNDLE_BUDGETS_KB: Record<string, { screen: Screen; gzipKb: number }> = {
  home: { screen: 'home', gzipKb: 120 },
  shop: { screen: 'shop', gzipKb: 120 },
  product: { screen: 'product', gzipKb: 120 },
  content: { screen: 'content', gzipKb: 112 },
  blog: { screen: 'blog', gzipKb: 112 },
  'blog-post': { screen: 'blog-post', gzipKb: 112 },
  cart: { screen: 'cart', gzipKb: 125 },
  compare: { screen: 'compare', gzipKb: 130 },
  professionals: { screen: 'professionals', gzipKb: 130 },
  search: { screen: 'search', gzipKb: 125 },
  'account-login': { screen: 'account-login', gzipKb: 140 },
  'account-home': { screen: 'account-home', gzipKb: 140 },
};
