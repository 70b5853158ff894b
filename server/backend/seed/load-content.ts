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
import type { Recipe } from '../assets/recipes';
import { FACET_VALUES, homeHeroRecipe, JOURNAL_HERO, listingRecipe, menuPromoRecipe, NOT_FOUND } from './imagery';
import { assetId } from './load-catalog';
import type { SeedBundle } from './seed-bundle';
import type { SeedNavItem } from './types';

// CMS content, stored in contract shape. Call after loadCatalog (gift rules and the home
// page refer to products).

const MAX_NAV_DEPTH = 4;

function cmsImage(db: Db, img: { id: string; alt: string; width: number; height: number }, recipe: Recipe): Image {
  const image: Image = {
    id: assetId('cms', img.id),
    format: 'png',
    width: img.width,
    height: img.height,
    alt: img.alt,
  };
  registerAsset(db, image, recipe);
  return image;
}

function banner(db: Db, id: string, recipe: Recipe, alt = '', size = { width: 1600, height: 600 }): Image {
  const image: Image = { id, format: 'png', ...size, alt };
  registerAsset(db, image, recipe);
  return image;
}

/** Deeper levels than SPEC allows (4 in total) are dropped rather than failing the page. */
function navItem(db: Db, item: SeedNavItem, depth: number, products: SeedBundle['products']): NavItem {
  const out: NavItem = { url: item.url, label: item.label };
  if (item.image) out.image = cmsImage(db, item.image, menuPromoRecipe(item.image.id, products));
  if (item.children?.length && depth < MAX_NAV_DEPTH)
    out.children = item.children.map((c) => navItem(db, c, depth + 1, products));
  return out;
}

function productRef(db: Db, handle: string) {
  const p = sql(db, 'SELECT id FROM products WHERE handle = ?').get(handle) as { id: number } | undefined;
  if (!p) return null;
  const variants = (
    sql(db, 'SELECT id FROM variants WHERE product_id = ? ORDER BY position').all(p.id) as { id: number }[]
  ).map((v) => ({
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
    handle: r.handle,
    title: r.title,
    enabled: r.enabled,
    start_date: r.start_date,
    end_date: r.end_date,
    buy_trigger: r.buy_trigger,
    get_trigger: r.get_trigger,
    buy_total: r.buy_total,
    buy_products: buy,
    get_products: get,
  };
}

export function loadContent(db: Db, data: SeedBundle) {
  const { site_404_image, ...rest } = data.globals;
  const globals: Globals = {
    ...rest,
    site_404_image: { ...cmsImage(db, site_404_image, NOT_FOUND), title: site_404_image.title },
  };
  putDocument(db, 'globals', 'globals', globals);

  for (const nav of data.navigations) {
    putDocument(
      db,
      'navigation',
      nav.handle,
      nav.groups.map((g) => ({ title: g.title, nav: g.nav.map((i) => navItem(db, i, 1, data.products)) })),
    );
  }
  data.announcements.forEach((a, i) => {
    putDocument(
      db,
      'announcement',
      a.id,
      { id: a.id, text: a.text, url: a.url ?? null, startsAt: a.startsAt ?? null, endsAt: a.endsAt ?? null },
      i,
    );
  });
  for (const p of data.plps) {
    const plp: Plp = {
      handle: p.handle,
      title: p.title,
      description: p.description,
      tag: tagForHandle(p.handle),
      filters: PLP_FILTERS,
      heroImage: banner(db, plpImageId(p.handle), listingRecipe(p.handle, data.products)),
    };
    putDocument(db, 'plp', p.handle, plp);
  }
  // listings without a CMS entry still get a hero image (see fallbackPlp)
  for (const value of ['', ...FACET_VALUES, ...PLP_FILTERS.flatMap((f) => f.values.map((v) => v.value))]) {
    if (!data.plps.some((p) => p.handle === value)) banner(db, plpImageId(value), listingRecipe(value, data.products));
  }
  // no words in the journal's hero: the page sets "Journal" itself (the image is cropped on phones)
  banner(db, BLOG_HERO_IMAGE.id, JOURNAL_HERO);
  data.giftRules.forEach((r, i) => putDocument(db, 'gift_rule', r.handle, giftRule(db, r), i));

  data.blogCategories.forEach((c, i) => {
    sql(db, 'INSERT INTO blog_categories (slug, position, data) VALUES (?, ?, ?)').run(c.slug, i, JSON.stringify(c));
  });
  for (const b of data.blogPosts) {
    const post: Omit<BlogPost, 'category'> = {
      slug: b.slug,
      categorySlug: b.categorySlug,
      title: b.title,
      excerpt: b.excerpt,
      author: b.author,
      publishedAt: b.publishedAt,
      readingMinutes: b.readingMinutes,
      featured: b.featured,
      bodyHtml: b.bodyHtml,
      relatedProductHandles: b.relatedProductHandles,
      image: banner(
        db,
        assetId('blog', b.slug),
        {
          kind: 'texture',
          seed: b.slug,
          texture: b.image.texture,
          finish: b.image.finish,
          props: b.image.props,
          backdrop: b.image.backdrop,
        },
        b.image.alt,
        { width: 1600, height: 900 },
      ),
    };
    sql(db, 'INSERT INTO blog_posts (slug, category_slug, published_at, featured, data) VALUES (?, ?, ?, ?, ?)').run(
      b.slug,
      b.categorySlug,
      b.publishedAt,
      b.featured ? 1 : 0,
      JSON.stringify(post),
    );
  }
  for (const page of data.contentPages) {
    sql(db, 'INSERT INTO content_pages (path, data) VALUES (?, ?)').run(page.path, JSON.stringify(page));
  }

  const h = data.home;
  const home: Home = {
    hero: {
      title: h.hero.title,
      subtitle: h.hero.subtitle,
      cta: h.hero.cta,
      image: banner(db, 'home-hero', homeHeroRecipe(data.products, h.featuredProductHandles), h.hero.image.alt, {
        width: 1600,
        height: 800,
      }),
    },
    featuredProductHandles: h.featuredProductHandles,
    featuredBlogs: h.featuredBlogSlugs.flatMap((slug) => {
      const row = sql(db, 'SELECT data FROM blog_posts WHERE slug = ?').get(slug) as { data: string } | undefined;
      return row ? [summary(JSON.parse(row.data) as Omit<BlogPost, 'category'>)] : [];
    }),
    promo: h.promo,
  };
  putDocument(db, 'home', 'home', home);
}
