import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../../../shared/catalog/taxonomy';
import { LINES } from '../assets/palette';
import type { SeedNavItem } from './types';
import { sellingPlans } from './sellingPlans';
import { products } from './products';
import { blogCategories, blogPosts } from './blogs';
import { contentPages } from './content-pages';
import { navigations } from './navigation';
import { globals } from './globals';
import { announcements } from './announcements';
import { plps } from './plp';
import { home } from './home';
import { giftRules } from './gift-rules';
import { discountCodes } from './discount-codes';
import { locations } from './locations';
import { customers } from './customers';

const REQUIRED_PATHS = [
  '/about',
  '/about/our-story',
  '/about/science',
  '/about/careers',
  '/about/culture',
  '/about/our-peel-legacy',
  '/about/authorized-retailers',
  '/about/daily-care-regimen',
  '/about/skin-explained',
  '/about/before-and-after',
  '/about/international',
  '/skincare',
  '/skincare/routine-builder',
  '/skincare/ingredient-glossary',
  '/content/shipping-returns',
  '/content/terms-of-sale',
  '/content/terms-of-use',
  '/content/cookie-policy',
  '/content/childrens-privacy-policy',
  '/content/professional-treatments',
  '/contact',
  '/privacy_policy',
  '/affiliate-program',
  '/do-not-sell-my-personal-information',
  '/find-a-professional',
  '/what-is-retinol',
  '/vitaminc',
  '/uva-vs-uvb-rays',
  '/summer-skin-prep',
  '/what-is-rosacea',
  '/why-you-shouldnt-pop-pimples',
  '/skincare-101',
  '/skincare-101/skin-firming',
  '/skincare-101/sunscreen',
  '/skincare-101/treatments',
  '/skincare-101/uneven-skintones-and-textures',
  '/skincare-101/vitamin-c',
  ...[
    'acne',
    'anti-aging-skin',
    'benzoyl-peroxide',
    'cleansers',
    'collagen',
    'combination-skin',
    'dark-spots-skin-protection',
    'dry-skin',
    'eczema',
    'eye-cream',
    'fine-lines-wrinkles',
    'hyaluronic-acid',
    'moisturizer',
    'normal-skin',
    'oily-skin',
    'peptides',
    'retinol',
    'scientific-articles',
    'sensitive-skin',
    'serums',
  ].map((t) => `/skincare-101/${t}`),
];

const handles = new Set(products.map((p) => p.handle));
const productByHandle = new Map(products.map((p) => [p.handle, p]));
const skus = new Set(products.flatMap((p) => p.variants.map((v) => v.sku)));
const planIds = new Set(sellingPlans.map((s) => s.id));
const contentPaths = new Set(contentPages.map((c) => c.path));
const blogSlugs = new Set(blogPosts.map((b) => b.slug));
const blogCategorySlugs = new Set(blogCategories.map((c) => c.slug));
const FACET_VALUES: Record<string, readonly string[]> = {
  'skin-type': SKIN_TYPES,
  concern: SKIN_CONCERNS,
  category: CATEGORIES,
};
const ACCOUNT_PATHS = new Set([
  '/account/orders',
  '/account/subscriptions',
  '/account/favorites',
  '/account/home',
  '/account',
]);

function dupes(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

/** Returns a reason when an internal site url does not point at seeded data, else null. */
function unresolved(url: string): string | null {
  const [path = '', query] = url.split('?');
  if (path === '/' || path === '/shop' || ACCOUNT_PATHS.has(path)) return null;
  // the skin quiz; a link may answer its first question (`?skin=oily`)
  if (path === '/skin-quiz') return !query || /^skin=[a-z-]+$/.test(query) ? null : `unexpected query in ${url}`;
  if (path === '/blog') return query ? `unexpected query in ${url}` : null;
  let m = /^\/blog\/category\/([^/]+)$/.exec(path);
  if (m) return blogCategorySlugs.has(m[1]!) ? null : `unknown blog category ${url}`;
  m = /^\/products\/([^/]+)$/.exec(path);
  if (m) return handles.has(m[1]!) ? null : `unknown product ${url}`;
  m = /^\/blog\/([^/]+)$/.exec(path);
  if (m) return blogSlugs.has(m[1]!) ? null : `unknown blog post ${url}`;
  m = /^\/shop\/([^/]+)\/([^/]+)$/.exec(path);
  if (m) return FACET_VALUES[m[1]!]?.includes(m[2]!) ? null : `unknown shop filter ${url}`;
  return contentPaths.has(path) ? null : `unknown page ${url}`;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
}

function tags(html: string): Set<string> {
  return new Set([...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase()));
}

function countTag(html: string, tag: string): number {
  return (html.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;
}

describe('selling plans', () => {
  it('offers 30, 60 and 90 day plans saving 10%', () => {
    expect(sellingPlans.map((s) => s.intervalDays).sort((a, b) => a - b)).toEqual([30, 60, 90]);
    for (const s of sellingPlans) expect(s.discountPercent).toBe(10);
    expect(dupes(sellingPlans.map((s) => s.id))).toEqual([]);
  });
});

describe('products', () => {
  it('has at least 64 products with unique kebab-case handles and unique SKUs', () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
    expect(dupes(products.map((p) => p.handle))).toEqual([]);
    expect(dupes(products.flatMap((p) => p.variants.map((v) => v.sku)))).toEqual([]);
    for (const p of products) expect(p.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has valid facets, variants, plans, ratings and dates', () => {
    for (const p of products) {
      const where = p.handle;
      expect(p.categories.length, where).toBeGreaterThan(0);
      for (const c of p.categories) expect(CATEGORIES, where).toContain(c);
      for (const t of p.skinTypes) expect(SKIN_TYPES, where).toContain(t);
      for (const c of p.concerns) expect(SKIN_CONCERNS, where).toContain(c);
      expect(p.skinTypes.length, where).toBeGreaterThan(0);
      expect(p.concerns.length, where).toBeGreaterThan(0);
      expect(p.variants.length, where).toBeGreaterThanOrEqual(1);
      expect(p.variants.length, where).toBeLessThanOrEqual(3);
      for (const v of p.variants) {
        expect(v.price, v.sku).toBeGreaterThanOrEqual(18);
        expect(v.price, v.sku).toBeLessThanOrEqual(160);
        if (v.compareAtPrice !== undefined) expect(v.compareAtPrice, v.sku).toBeGreaterThan(v.price);
        expect(v.inventory, v.sku).toBeGreaterThanOrEqual(0);
      }
      for (const id of p.sellingPlanIds) expect(planIds.has(id), `${where} plan ${id}`).toBe(true);
      expect(p.rating, where).toBeGreaterThanOrEqual(0);
      expect(p.rating, where).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10, where).toBe(p.rating);
      expect(Number.isInteger(p.reviewCount) && p.reviewCount >= 0, where).toBe(true);
      const year = new Date(p.publishedAt).getUTCFullYear();
      expect(year >= 2024 && year <= 2026, `${where} publishedAt ${p.publishedAt}`).toBe(true);
      expect(p.keyBenefits.length, where).toBeGreaterThan(0);
      expect(p.keyIngredients.length, where).toBeGreaterThan(0);
      expect(p.howToUse.length, where).toBeGreaterThan(20);
      expect(countTag(p.descriptionHtml, 'p'), where).toBeGreaterThanOrEqual(1);
      const allowed = new Set(['p', 'ul', 'li', 'strong', 'em']);
      for (const t of tags(p.descriptionHtml)) expect(allowed.has(t), `${where} uses <${t}>`).toBe(true);
    }
  });

  it('sells consumables by subscription', () => {
    const subscribable = products.filter((p) => p.sellingPlanIds.length > 0);
    expect(subscribable.length).toBeGreaterThan(products.length / 2);
  });

  it('draws every product in the brand palette: a known line, a muted texture colour, the right container', () => {
    for (const p of products) {
      expect(Object.keys(LINES), p.handle).toContain(p.categories[0]);
      expect(p.image.texture, p.handle).toMatch(/^#[0-9a-f]{6}$/);
    }
    const shapeOf = (handle: string) => products.find((p) => p.handle === handle)?.image.shape;
    expect([
      shapeOf('vitamin-c-15-brightening-serum'),
      shapeOf('gentle-foaming-cleanser'),
      shapeOf('barrier-repair-moisturizer'),
      shapeOf('daily-mineral-spf-45'),
      shapeOf('acne-clearing-starter-kit'),
    ]).toEqual(['dropper', 'pump', 'jar', 'tube', 'box']);
  });

  it('covers every skin type, concern and category at least 3 times', () => {
    const count = (pred: (p: (typeof products)[number]) => boolean) => products.filter(pred).length;
    for (const t of SKIN_TYPES)
      expect(
        count((p) => p.skinTypes.includes(t)),
        t,
      ).toBeGreaterThanOrEqual(3);
    for (const c of SKIN_CONCERNS)
      expect(
        count((p) => p.concerns.includes(c)),
        c,
      ).toBeGreaterThanOrEqual(3);
    for (const c of CATEGORIES)
      expect(
        count((p) => p.categories.includes(c)),
        c,
      ).toBeGreaterThanOrEqual(3);
  });
});

describe('blog', () => {
  it('has at least 4 categories and 14 posts with unique slugs', () => {
    expect(blogCategories.length).toBeGreaterThanOrEqual(4);
    expect(blogPosts.length).toBeGreaterThanOrEqual(14);
    expect(dupes(blogCategories.map((c) => c.slug))).toEqual([]);
    expect(dupes(blogPosts.map((p) => p.slug))).toEqual([]);
  });

  it('features 3 or 4 posts and uses every category', () => {
    const featured = blogPosts.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(4);
    for (const c of blogCategories)
      expect(
        blogPosts.some((p) => p.categorySlug === c.slug),
        c.slug,
      ).toBe(true);
  });

  it('has valid references, links and body markup', () => {
    const allowed = new Set(['h2', 'p', 'ul', 'li', 'strong', 'em', 'a']);
    for (const post of blogPosts) {
      expect(blogCategorySlugs.has(post.categorySlug), post.slug).toBe(true);
      for (const h of post.relatedProductHandles) expect(handles.has(h), `${post.slug} -> ${h}`).toBe(true);
      expect(countTag(post.bodyHtml, 'p'), post.slug).toBeGreaterThanOrEqual(5);
      const links = hrefs(post.bodyHtml);
      expect(
        links.some((l) => l.startsWith('/products/')),
        `${post.slug} links a product`,
      ).toBe(true);
      expect(
        links.some(
          (l) =>
            l.startsWith('/shop/') || l.startsWith('/skincare') || l.startsWith('/what-') || l.startsWith('/vitaminc'),
        ),
        `${post.slug} links a listing or guide`,
      ).toBe(true);
      for (const l of links) expect(unresolved(l), `${post.slug}: ${l}`).toBeNull();
      for (const t of tags(post.bodyHtml)) expect(allowed.has(t), `${post.slug} uses <${t}>`).toBe(true);
      expect(Number.isNaN(Date.parse(post.publishedAt)), post.slug).toBe(false);
    }
  });
});

describe('content pages', () => {
  it('has a page for every required path, with unique paths', () => {
    expect(dupes(contentPages.map((c) => c.path))).toEqual([]);
    for (const path of REQUIRED_PATHS) expect(contentPaths.has(path), path).toBe(true);
  });

  it('has readable content, short descriptions and valid links', () => {
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'em', 'a']);
    for (const page of contentPages) {
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.lead.length, page.path).toBeGreaterThan(20);
      expect(countTag(page.bodyHtml, 'h2') + countTag(page.bodyHtml, 'p'), page.path).toBeGreaterThanOrEqual(3);
      for (const t of tags(page.bodyHtml)) expect(allowed.has(t), `${page.path} uses <${t}>`).toBe(true);
      for (const l of hrefs(page.bodyHtml)) expect(unresolved(l), `${page.path}: ${l}`).toBeNull();
    }
  });
});

describe('navigation', () => {
  const depth = (items: SeedNavItem[]): number =>
    items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depth(i.children ?? [])));
  const walk = (items: SeedNavItem[], out: SeedNavItem[] = []): SeedNavItem[] => {
    for (const i of items) {
      out.push(i);
      walk(i.children ?? [], out);
    }
    return out;
  };

  it('has main and footer menus, at most 4 levels deep, with 4 levels somewhere in main', () => {
    const main = navigations.find((n) => n.handle === 'main');
    const footer = navigations.find((n) => n.handle === 'footer');
    expect(main).toBeDefined();
    expect(footer).toBeDefined();
    for (const n of navigations) for (const g of n.groups) expect(depth(g.nav), n.handle).toBeLessThanOrEqual(4);
    expect(Math.max(...main!.groups.map((g) => depth(g.nav)))).toBe(4);
    expect(footer!.groups.map((g) => g.title)).toEqual(['Help', 'Company', 'Legal']);
  });

  it('links only to things that exist', () => {
    for (const n of navigations)
      for (const g of n.groups)
        for (const item of walk(g.nav))
          expect(unresolved(item.url), `${n.handle}: ${item.label} ${item.url}`).toBeNull();
    const mainUrls = walk(navigations.find((n) => n.handle === 'main')!.groups.flatMap((g) => g.nav)).map((i) => i.url);
    for (const t of SKIN_TYPES) expect(mainUrls).toContain(`/shop/skin-type/${t}`);
    for (const c of SKIN_CONCERNS) expect(mainUrls).toContain(`/shop/concern/${c}`);
    for (const c of CATEGORIES) expect(mainUrls).toContain(`/shop/category/${c}`);
    for (const u of ['/blog', '/about', '/find-a-professional', '/skincare-101/acne']) expect(mainUrls).toContain(u);
  });
});

describe('globals, announcements, listing pages and home', () => {
  it('has legal, social and 404 settings', () => {
    expect(globals.site_legal_copy).toMatch(/©\s*20\d\d/);
    const legalUrls = globals.site_legal_links.map((l) => l.url);
    for (const u of [
      '/privacy_policy',
      '/content/terms-of-use',
      '/do-not-sell-my-personal-information',
      '/content/cookie-policy',
    ])
      expect(legalUrls).toContain(u);
    for (const u of legalUrls) expect(unresolved(u), u).toBeNull();
    expect(globals.site_social.map((s) => s.icon).sort()).toEqual([
      'facebook',
      'instagram',
      'pinterest',
      'tiktok',
      'youtube',
    ]);
    expect(globals.site_404_image.id).toBe('site-404');
    expect(globals.site_404_title.length).toBeGreaterThan(0);
    expect(globals.site_404_message).toContain('<p>');
    expect(globals.site_404_cta).toEqual({ label: 'Shop best sellers', page: { slug: 'shop' }, url: null });
  });

  it('has announcements with unique ids and valid links', () => {
    expect(announcements.length).toBeGreaterThan(0);
    expect(dupes(announcements.map((a) => a.id))).toEqual([]);
    for (const a of announcements) if (a.url) expect(unresolved(a.url), a.id).toBeNull();
  });

  it('has a listing page for the shop and every facet value', () => {
    expect(dupes(plps.map((p) => p.handle))).toEqual([]);
    const plpHandles = new Set(plps.map((p) => p.handle));
    for (const h of ['', ...SKIN_TYPES, ...SKIN_CONCERNS, ...CATEGORIES])
      expect(plpHandles.has(h), `plp '${h}'`).toBe(true);
  });

  it('features real products and posts on the home page', () => {
    for (const h of home.featuredProductHandles) expect(handles.has(h), h).toBe(true);
    for (const s of home.featuredBlogSlugs) expect(blogSlugs.has(s), s).toBe(true);
    expect(unresolved(home.hero.cta.url)).toBeNull();
    expect(unresolved(home.promo.cta.url)).toBeNull();
  });
});

describe('gift rules and discount codes', () => {
  it('references existing products, with gifts tagged gift', () => {
    expect(dupes(giftRules.map((r) => r.handle))).toEqual([]);
    for (const r of giftRules) {
      expect(r.get_product_handles.length, r.handle).toBeGreaterThan(0);
      for (const h of r.buy_product_handles) expect(handles.has(h), `${r.handle} buys ${h}`).toBe(true);
      for (const h of r.get_product_handles) {
        expect(handles.has(h), `${r.handle} gives ${h}`).toBe(true);
        expect(productByHandle.get(h)?.tags ?? [], h).toContain('gift');
      }
      for (const d of [r.start_date, r.end_date])
        if (d !== null) expect(Number.isNaN(Date.parse(d)), `${r.handle} ${d}`).toBe(false);
      if (r.buy_trigger === 'buy_total') expect(r.buy_total).toMatch(/^\d+\.\d\d$/);
      else {
        expect(r.buy_total).toBe('');
        expect(r.buy_product_handles.length, r.handle).toBeGreaterThan(0);
      }
    }
  });

  it('covers the enabled total, enabled quantity, expired and disabled cases', () => {
    const enabledTotal = giftRules.find(
      (r) =>
        r.enabled &&
        r.buy_trigger === 'buy_total' &&
        r.buy_total === '75.00' &&
        (r.end_date === null || Date.parse(r.end_date) > Date.now()),
    );
    expect(enabledTotal).toBeDefined();
    const enabledQty = giftRules.find(
      (r) => r.enabled && r.buy_trigger === 'buy_qty' && (r.end_date === null || Date.parse(r.end_date) > Date.now()),
    );
    expect(enabledQty).toBeDefined();
    expect(enabledQty!.buy_product_handles.every((h) => productByHandle.get(h)?.categories.includes('retinols'))).toBe(
      true,
    );
    expect(giftRules.some((r) => r.enabled && r.end_date !== null && r.end_date.startsWith('2025'))).toBe(true);
    expect(giftRules.some((r) => !r.enabled)).toBe(true);
  });

  it('has the expected discount codes', () => {
    const byCode = new Map(discountCodes.map((d) => [d.code, d]));
    expect(dupes(discountCodes.map((d) => d.code))).toEqual([]);
    expect(byCode.get('WELCOME10')).toMatchObject({ type: 'DiscountCodeBasic', percentage: 10, enabled: true });
    expect(byCode.get('GLOW20')).toMatchObject({ type: 'DiscountCodeBasic', percentage: 20, enabled: true });
    expect(byCode.get('FREESHIP')).toMatchObject({ type: 'DiscountCodeFreeShipping', enabled: true });
    expect(discountCodes.some((d) => !d.enabled)).toBe(true);
    for (const d of discountCodes) expect(d.code).toBe(d.code.toUpperCase());
  });
});

describe('locations', () => {
  it('has at least 40 stores and professionals across at least 12 metro areas', () => {
    expect(locations.length).toBeGreaterThanOrEqual(40);
    expect(dupes(locations.map((l) => l.id))).toEqual([]);
    const metros = new Set(locations.map((l) => l.id.split('-')[0]));
    expect(metros.size).toBeGreaterThanOrEqual(12);
    expect(locations.some((l) => l.kind === 'store')).toBe(true);
    expect(locations.filter((l) => l.kind === 'professional' && l.name.length > 59).length).toBeGreaterThanOrEqual(2);
  });

  it('uses real ZIP codes that match the city, state and coordinates', () => {
    for (const l of locations) {
      expect(l.zip, l.id).toMatch(/^\d{5}$/);
      const z = zipcodes.lookup(l.zip);
      expect(z, `${l.id} zip ${l.zip}`).toBeDefined();
      expect(z!.state, l.id).toBe(l.provinceCode);
      expect(z!.city, l.id).toBe(l.city);
      expect(Math.abs(z!.latitude - l.lat), l.id).toBeLessThan(0.1);
      expect(Math.abs(z!.longitude - l.long), l.id).toBeLessThan(0.1);
      expect(l.services.length, l.id).toBeGreaterThan(0);
    }
  });
});

describe('customers', () => {
  const locationIds = new Set(locations.map((l) => l.id));

  it('has the demo, invited and ordinary customers', () => {
    expect(dupes(customers.map((c) => c.email))).toEqual([]);
    expect(customers.length).toBeGreaterThanOrEqual(4);
    const demo = customers.find((c) => c.email === 'demo@example.com')!;
    expect(demo.password).toBe('Demo1234!');
    expect(demo.addresses).toHaveLength(3);
    expect(demo.addresses.filter((a) => a.isDefault)).toHaveLength(1);
    expect(demo.orders).toHaveLength(6);
    // one order in each state a customer meets, placed across the last year
    expect(new Set(demo.orders.map((o) => o.status))).toEqual(
      new Set(['processing', 'shipped', 'fulfilled', 'cancelled', 'refunded']),
    );
    const placed = demo.orders.map((o) => Date.parse(o.placedAt));
    expect(Math.max(...placed) - Math.min(...placed)).toBeGreaterThan(300 * 86_400_000);
    expect(Math.max(...placed) - Math.min(...placed)).toBeLessThanOrEqual(366 * 86_400_000);
    expect(demo.orders.some((o) => o.discountCode)).toBe(true);
    expect(new Set(demo.orders.map((o) => o.shipTo ?? 0)).size).toBeGreaterThan(1);
    expect(demo.subscriptions).toHaveLength(2);
    expect(demo.subscriptions.filter((s) => s.status === 'active')).toHaveLength(1);
    expect(dupes(demo.favorites)).toEqual([]);
    expect(demo.favorites).toHaveLength(5);
    expect(demo.professionalId).toBeDefined();
    const invited = customers.find((c) => c.email === 'invited@example.com')!;
    expect(invited.password).toBeUndefined();
    expect(invited.orders).toEqual([]);
    expect(customers.filter((c) => c.password && c.email !== 'demo@example.com').length).toBeGreaterThanOrEqual(2);
  });

  it('numbers orders shop-wide in the order they were placed', () => {
    const all = customers.flatMap((c) => c.orders).sort((a, b) => a.placedAt.localeCompare(b.placedAt));
    expect(all.map((o) => o.number)).toEqual([...all.map((o) => o.number)].sort((a, b) => a - b));
  });

  it('references real products, SKUs, plans, codes, addresses and professionals', () => {
    const orderNumbers: string[] = [];
    const codes = new Set(discountCodes.map((d) => d.code));
    for (const c of customers) {
      for (const o of c.orders) {
        orderNumbers.push(String(o.number));
        if (o.discountCode) expect(codes, `#${o.number}`).toContain(o.discountCode);
        if (o.shipTo !== undefined) expect(c.addresses[o.shipTo], `#${o.number}`).toBeDefined();
        for (const line of o.lines.filter((l) => l.gift))
          expect(line.handle, `#${o.number} gift`).toMatch(/^(mini|deluxe)-/);
        for (const line of o.lines) {
          const p = productByHandle.get(line.handle);
          expect(p, `${c.email} #${o.number} ${line.handle}`).toBeDefined();
          expect(
            p!.variants.map((v) => v.sku),
            `${c.email} #${o.number}`,
          ).toContain(line.sku);
          expect(line.quantity).toBeGreaterThan(0);
        }
      }
      for (const s of c.subscriptions) {
        const p = productByHandle.get(s.handle);
        expect(p, s.id).toBeDefined();
        expect(
          p!.variants.map((v) => v.sku),
          s.id,
        ).toContain(s.sku);
        expect(p!.sellingPlanIds, s.id).toContain(s.sellingPlanId);
      }
      for (const f of c.favorites) expect(handles.has(f), `${c.email} favorite ${f}`).toBe(true);
      if (c.professionalId) {
        expect(locationIds.has(c.professionalId), c.email).toBe(true);
        expect(locations.find((l) => l.id === c.professionalId)!.kind).toBe('professional');
      }
      expect(c.addresses.filter((a) => a.isDefault).length, c.email).toBeLessThanOrEqual(1);
    }
    expect(dupes(orderNumbers)).toEqual([]);
    expect(skus.size).toBeGreaterThan(0);
  });
});
