import type { Screen } from '../shared/routes/route-table';

/**
 * First-load JavaScript per page type, in KB (1000 bytes) gzip -9: the entry, the screen's
 * route chunk and every chunk both import statically (decision 018). `gzipKb` is the budget the
 * test enforces: today's figure plus a little room, a ratchet that only goes down. `targetKb` is
 * where decision 018 aims (the framework alone, react-dom + react-router + react-query, is
 * ~106 KB); lower a budget towards it as each step lands.
 */
export const BUNDLE_BUDGETS_KB: Record<string, { screen: Screen; gzipKb: number; targetKb: number }> = {
  home: { screen: 'home', gzipKb: 151, targetKb: 120 },
  shop: { screen: 'shop', gzipKb: 153, targetKb: 120 },
  product: { screen: 'product', gzipKb: 163, targetKb: 120 },
  content: { screen: 'content', gzipKb: 141, targetKb: 112 },
  blog: { screen: 'blog', gzipKb: 141, targetKb: 112 },
  'blog-post': { screen: 'blog-post', gzipKb: 146, targetKb: 112 },
  cart: { screen: 'cart', gzipKb: 155, targetKb: 125 },
  compare: { screen: 'compare', gzipKb: 145, targetKb: 130 },
  professionals: { screen: 'professionals', gzipKb: 144, targetKb: 130 },
  search: { screen: 'search', gzipKb: 143, targetKb: 125 },
  'account-login': { screen: 'account-login', gzipKb: 142, targetKb: 140 },
  'account-home': { screen: 'account-home', gzipKb: 145, targetKb: 140 },
  // The skin quiz's questions are plain forms: a content page's budget. Its routine adds the rules
  // (data and the functions that apply them, ~6 KB) and the enhanced cart form (~7 KB, a product
  // page's too): over the content budget it aims for.
  'skin-quiz': { screen: 'skin-quiz', gzipKb: 143, targetKb: 112 },
  'skin-quiz-result': { screen: 'skin-quiz-result', gzipKb: 156, targetKb: 141 },
  'account-routine': { screen: 'account-routine', gzipKb: 157, targetKb: 145 },
};
