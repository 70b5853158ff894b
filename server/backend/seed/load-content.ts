import type { BlogPost, GiftRule, Globals, Home, NavItem, Plp } from '../../../shared/contract/content-models';
import type { Image } from '../../../shared/contract/models';
import { registerAsset } from '../assets/asset-store';
import { BLOG_HERO_IMAGE } from '../content/content-handlers';
import { summary } from '../content/blog-store';
import { putDocument } from '../content/document-store';
import { PLP_FILTERS, plpImageId, tagForHandle } from '../content/plp';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { gid } from '../ids';
import { assetId } from './load-catalog';
import type { SeedBundle } from './seed-bundle';
import type { SeedNavItem } from './types';

// CMS content, stored in contract shape. Call after loadCatalog (gift rules and the home
// page refer to products).

const NEUTRAL = { background: '#ece7e1', accent: '#c9b8a6' };
const MAX_NAV_DEPTH = 4;

function cmsImage(db: Db, img: { id: string; alt: string; width: number; height: number }, label = ''): Image {
  const image: Image = { id: assetId('cms', img.id), format: 'png', width: img.width, height: img.height, alt: img.alt };
  registerAsset(db, image, { kind: 'banner', ...NEUTRAL, label });
  return image;
}

function banner(db: Db, id: string, colours: { background: string; accent: string }, label: string, alt = '', size = { width: 1600, height: 600 }): Image {
  const image: Image = { id, format: 'png', ...size, alt };
  registerAsset(db, image, { kind: 'banner', ...colours, label });
  return image;
}

/** Deeper levels than SPEC allows (4 in total) are dropped rather than failing the page. */
function navItem(db: Db, item: SeedNavItem, depth: number): NavItem {
  const out: NavItem = { url: item.url, label: item.label };
  if (item.image) out.image = cmsImage(db, item.image);
  if (item.children?.length && depth < MAX_NAV_DEPTH) out.children = item.children.map((c) => navItem(db, c, depth + 1));
  return out;
}

function productRef(db: Db, handle: string) {
  const p = sql(db, 'SELECT id FROM products WHERE handle = ?').get(handle) as { id: number } | undefined;
  if (!p) return null;
  const variants = (sql(db, 'SELECT id FROM variants WHERE product_id = ? ORDER BY position').all(p.id) as { id: number }[]).map((v) => ({
    admin_graphql_api_id: gid('ProductVariant', v.id),
  }));
  return { id: p.id, handle, variants };
}

function giftRule(db: Db, r: SeedBundle['giftRules'][number]): GiftRule {
  const buy = r.buy_product_handles.flatMap((h) => {
    const ref = productRef(db, h);
    return ref ? [{ products_id: { id: ref.id, handle: h }, handle: h }] : [];
  });
  const get = r.get_product_handles.flatMap((h) => {
    const ref = productRef(db, h);
    return ref ? [{ products_id: ref, handle: h, variants: ref.variants }] : [];
  });
  return {
    handle: r.handle, title: r.title, enabled: r.enabled, start_date: r.start_date, end_date: r.end_date,
    buy_trigger: r.buy_trigger, get_trigger: r.get_trigger, buy_total: r.buy_total, buy_products: buy, get_products: get,
  };
}

export function loadContent(db: Db, data: SeedBundle) {
  const { site_404_image, ...rest } = data.globals;
  const globals: Globals = { ...rest, site_404_image: { ...cmsImage(db, site_404_image), title: site_404_image.title } };
  putDocument(db, 'globals', 'globals', globals);

  for (const nav of data.navigations) {
    putDocument(db, 'navigation', nav.handle, nav.groups.map((g) => ({ title: g.title, nav: g.nav.map((i) => navItem(db, i, 1)) })));
  }
  data.announcements.forEach((a, i) => {
    putDocument(db, 'announcement', a.id, { id: a.id, text: a.text, url: a.url ?? null, startsAt: a.startsAt ?? null, endsAt: a.endsAt ?? null }, i);
  });
  for (const p of data.plps) {
    const plp: Plp = {
      handle: p.handle, title: p.title, description: p.description, tag: tagForHandle(p.handle), filters: PLP_FILTERS,
      heroImage: banner(db, plpImageId(p.handle), p.heroImage, p.title),
    };
    putDocument(db, 'plp', p.handle, plp);
  }
  // listings without a CMS entry still get a hero image (see fallbackPlp)
  for (const f of PLP_FILTERS) for (const v of f.values) {
    if (!data.plps.some((p) => p.handle === v.value)) banner(db, plpImageId(v.value), NEUTRAL, v.label);
  }
  if (!data.plps.some((p) => p.handle === '')) banner(db, plpImageId(''), NEUTRAL, 'Shop');
  banner(db, BLOG_HERO_IMAGE.id, NEUTRAL, 'Journal');
  data.giftRules.forEach((r, i) => putDocument(db, 'gift_rule', r.handle, giftRule(db, r), i));

  data.blogCategories.forEach((c, i) => {
    sql(db, 'INSERT INTO blog_categories (slug, position, data) VALUES (?, ?, ?)').run(c.slug, i, JSON.stringify(c));
  });
  for (const b of data.blogPosts) {
    const post: Omit<BlogPost, 'category'> = {
      slug: b.slug, categorySlug: b.categorySlug, title: b.title, excerpt: b.excerpt, author: b.author, publishedAt: b.publishedAt,
      readingMinutes: b.readingMinutes, featured: b.featured, bodyHtml: b.bodyHtml, relatedProductHandles: b.relatedProductHandles,
      image: banner(db, assetId('blog', b.slug), b.image, '', b.title, { width: 1600, height: 900 }),
    };
    sql(db, 'INSERT INTO blog_posts (slug, category_slug, published_at, featured, data) VALUES (?, ?, ?, ?, ?)').run(
      b.slug, b.categorySlug, b.publishedAt, b.featured ? 1 : 0, JSON.stringify(post),
    );
  }
  for (const page of data.contentPages) {
    sql(db, 'INSERT INTO content_pages (path, data) VALUES (?, ?)').run(page.path, JSON.stringify(page));
  }

  const h = data.home;
  const home: Home = {
    hero: { title: h.hero.title, subtitle: h.hero.subtitle, cta: h.hero.cta, image: banner(db, 'home-hero', h.hero.image, '', h.hero.title, { width: 1600, height: 800 }) },
    featuredProductHandles: h.featuredProductHandles,
    featuredBlogs: h.featuredBlogSlugs.flatMap((slug) => {
      const row = sql(db, 'SELECT data FROM blog_posts WHERE slug = ?').get(slug) as { data: string } | undefined;
      return row ? [summary(JSON.parse(row.data) as Omit<BlogPost, 'category'>)] : [];
    }),
    promo: h.promo,
  };
  putDocument(db, 'home', 'home', home);
}
