import type { Announcement, ContentPage, Globals, Home, NavGroup, Plp } from '../../../shared/contract/content-models';
import type { Image } from '../../../shared/contract/models';
import { freeShippingThresholdCents } from '../checkout/checkout-store';
import { parseJson, sql } from '../db/statements';
import type { HandlerMap } from '../http/context';
import { categories, categoryBySlug, postBySlug, posts } from './blog-store';
import { getDocument, listDocuments } from './document-store';
import { giftRulesWithSummaries, withGiftSummaries } from './gift-rule-store';
import { fallbackPlp, PLP_FILTERS, plpImageId } from './plp';

type ContentCall =
  | 'get-globals'
  | 'get-navigation'
  | 'get-announcements'
  | 'get-plp'
  | 'get-category-plp'
  | 'get-discounts'
  | 'get-blog-page-data'
  | 'get-blogs'
  | 'get-featured-blogs'
  | 'get-blog-by-blog-slug'
  | 'get-blogs-by-category-slug'
  | 'get-blog-categories'
  | 'get-content-page'
  | 'get-content-pages'
  | 'get-home';

/** Stored announcements keep their window; only those live at `now` are shown (end exclusive). */
function isLive(a: Announcement, now: Date): boolean {
  const t = now.toISOString();
  return (!a.startsAt || a.startsAt <= t) && (!a.endsAt || t < a.endsAt);
}

const plpImage = (handle: string): Image => ({
  id: plpImageId(handle),
  format: 'png',
  width: 1600,
  height: 600,
  alt: '',
});
const SHOP_PLP: Plp = {
  handle: '',
  title: 'Shop all',
  description: '',
  heroImage: plpImage(''),
  tag: null,
  filters: PLP_FILTERS,
};

export const BLOG_HERO_IMAGE: Image = { id: 'blog-hero', format: 'png', width: 1600, height: 600, alt: '' };

export const contentHandlers: HandlerMap<ContentCall> = {
  'get-globals': ({ fields }, { db }) => {
    // The free-shipping threshold is the checkout's own setting (seeded from the same constant as
    // the document's, changeable there): the cart counts down from exactly what checkout charges.
    const all: Globals = {
      ...getDocument<Globals>(db, 'globals', 'globals'),
      free_shipping_threshold: freeShippingThresholdCents(db) / 100,
    };
    return { globals: Object.fromEntries(fields.filter((f) => Object.hasOwn(all, f)).map((f) => [f, all[f]])) };
  },
  'get-navigation': ({ handle }, { db }) => ({ navigation: getDocument<NavGroup[]>(db, 'navigation', handle) ?? [] }),
  'get-announcements': (_input, { db, now }) =>
    withGiftSummaries(
      db,
      listDocuments<Announcement>(db, 'announcement').filter((a) => isLive(a, now)),
      now,
    ),
  'get-plp': ({ fields }, { db }) => {
    const plp = getDocument<Plp>(db, 'plp', '') ?? SHOP_PLP;
    const picked: Partial<Plp> & { handle: string } = { handle: '' };
    for (const f of fields) Object.assign(picked, { [f]: plp[f] });
    return { plp: picked };
  },
  'get-category-plp': ({ handle }, { db }) => ({
    plp: getDocument<Plp>(db, 'plp', handle) ?? fallbackPlp(handle, plpImage(handle)),
  }),
  'get-discounts': (_input, { db }) => ({ discounts: giftRulesWithSummaries(db) }),
  'get-blog-page-data': ({ categorySlug }, { db }) => ({
    category: categorySlug ? categoryBySlug(db, categorySlug) : null,
    categories: categories(db),
    featured: posts(db, { categorySlug, featuredOnly: true, limit: 3 }),
    blogs: posts(db, { categorySlug }),
    heroImage: BLOG_HERO_IMAGE,
  }),
  'get-blogs': ({ categorySlug }, { db }) => ({ blogs: posts(db, { categorySlug }) }),
  'get-featured-blogs': ({ categorySlug }, { db }) => ({ blogs: posts(db, { categorySlug, featuredOnly: true }) }),
  'get-blog-by-blog-slug': ({ slug }, { db }) => {
    // /blog/{slug+} may carry a category prefix: the post slug is the last segment
    const post = postBySlug(db, slug) ?? postBySlug(db, slug.split('/').pop() ?? '');
    if (!post) return { blog: null, related: [] };
    const related = posts(db, { categorySlug: post.categorySlug, limit: 4 })
      .filter((p) => p.slug !== post.slug)
      .slice(0, 3);
    return { blog: { ...post, category: categoryBySlug(db, post.categorySlug) }, related };
  },
  'get-blogs-by-category-slug': ({ categorySlug }, { db }) => {
    const category = categoryBySlug(db, categorySlug);
    return { category, blogs: category ? posts(db, { categorySlug }) : [] };
  },
  'get-blog-categories': (_input, { db }) => ({ categories: categories(db) }),
  'get-content-page': ({ path }, { db }) => {
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const row = sql(db, 'SELECT data FROM content_pages WHERE path = ?').get(normalized) as
      { data: string } | undefined;
    return { page: parseJson<ContentPage | null>(row?.data, null) };
  },
  'get-content-pages': ({ prefix }, { db }) => {
    const base = prefix.length > 1 ? prefix.replace(/\/+$/, '') : '';
    // The prefix page itself and everything below it; LIKE wildcards in the prefix are escaped.
    const like = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
    const rows = sql(db, "SELECT data FROM content_pages WHERE path = ? OR path LIKE ? ESCAPE '\\' ORDER BY path").all(
      base || '/',
      like,
    ) as { data: string }[];
    return {
      pages: rows.flatMap((r) => {
        const page = parseJson<ContentPage | null>(r.data, null);
        return page ? [{ path: page.path, title: page.title, description: page.description }] : [];
      }),
    };
  },
  'get-home': (_input, { db }) => {
    const home = getDocument<Home>(db, 'home', 'home');
    if (!home) throw new Error('home page content is not seeded');
    return { home };
  },
};
