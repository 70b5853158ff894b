import { z } from 'zod';
import { Image } from './models';

// Entity shapes of the content (CMS) API. Kept apart from models.ts only for size.

/** Navigation item; at most 4 levels in total (SPEC section 3): the schema nests explicitly. */
export interface NavItem {
  url: string;
  label: string;
  image?: Image | null;
  children?: NavItem[];
}
const navBase = { url: z.string(), label: z.string(), image: Image.nullable().optional() };
const NavLevel4 = z.object(navBase);
const NavLevel3 = z.object({ ...navBase, children: z.array(NavLevel4).optional() });
const NavLevel2 = z.object({ ...navBase, children: z.array(NavLevel3).optional() });
export const NavItem: z.ZodType<NavItem> = z.object({ ...navBase, children: z.array(NavLevel2).optional() });
export const NavGroup = z.object({ title: z.string(), nav: z.array(NavItem) });
export type NavGroup = z.infer<typeof NavGroup>;

const CmsPageRef = z.object({ slug: z.string() });

/** Global settings. Every key is optional because get-globals returns only the requested ones. */
export const Globals = z
  .object({
    site_legal_copy: z.string(),
    site_legal_links: z.array(z.object({ target: z.enum(['_self', '_blank']), text: z.string(), url: z.string() })),
    site_social: z.array(z.object({ icon: z.string(), label: z.string(), url: z.string() })),
    site_404_image: Image.extend({ title: z.string() }),
    site_404_title: z.string(),
    site_404_message: z.string(),
    site_404_cta: z.object({ label: z.string(), page: CmsPageRef.nullable(), url: z.string().nullable() }),
    /** Order subtotal (after discounts, in USD) from which standard shipping is free; the checkout uses the same. */
    free_shipping_threshold: z.number().nonnegative(),
  })
  .partial()
  .catchall(z.unknown());
export type Globals = z.infer<typeof Globals>;

export const Announcement = z.object({
  id: z.string(),
  text: z.string(),
  url: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

export const PlpFilter = z.object({
  facet: z.enum(['skin-type', 'concern', 'category']),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), tag: z.string() })),
});

/** Product listing page content. get-plp returns only the requested fields plus handle. */
export const Plp = z.object({
  handle: z.string(), // '' is the main /shop page
  title: z.string(),
  description: z.string(),
  heroImage: Image,
  /** the tag this listing shows, e.g. 'category:serums'; null on /shop */
  tag: z.string().nullable(),
  filters: z.array(PlpFilter),
});
export type Plp = z.infer<typeof Plp>;
export const PLP_FIELDS = ['title', 'description', 'heroImage', 'tag', 'filters'] as const;

const GiftVariant = z.object({ admin_graphql_api_id: z.string() });

/**
 * Gift-with-purchase rule, SPEC section 3 field names verbatim ("discount"). buy_products and
 * get_products are CMS junction rows: `products_id` is the related product (what
 * shared/rules/gift-rules.ts reads); its handle (and variants) are repeated flat beside it.
 */
export const GiftRule = z.object({
  handle: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  buy_trigger: z.enum(['buy_total', 'buy_qty']),
  get_trigger: z.literal('get_gift'),
  /** USD threshold as a decimal string; '' for buy_qty rules */
  buy_total: z.string(),
  buy_products: z.array(
    z.object({ products_id: z.object({ id: z.number().int(), handle: z.string() }), handle: z.string() }),
  ),
  get_products: z.array(
    z.object({
      products_id: z.object({ id: z.number().int(), handle: z.string(), variants: z.array(GiftVariant) }),
      handle: z.string(),
      variants: z.array(GiftVariant),
    }),
  ),
  /**
   * the rule in one plain sentence ("Spend $75 or more, get a Deluxe Hyaluronic Serum"), from its
   * products' current titles: the shop's answers always carry it, stored rules do not
   */
  summary: z.string().optional(),
});
export type GiftRule = z.infer<typeof GiftRule>;

export const BlogCategory = z.object({ slug: z.string(), title: z.string(), description: z.string() });
export type BlogCategory = z.infer<typeof BlogCategory>;

export const BlogPostSummary = z.object({
  slug: z.string(),
  categorySlug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  featured: z.boolean(),
  image: Image,
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

export const BlogPost = BlogPostSummary.extend({
  bodyHtml: z.string(),
  relatedProductHandles: z.array(z.string()),
  category: BlogCategory.nullable(),
});
export type BlogPost = z.infer<typeof BlogPost>;

export const ContentPage = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  lead: z.string(),
  bodyHtml: z.string(),
});
export type ContentPage = z.infer<typeof ContentPage>;

const Cta = z.object({ label: z.string(), url: z.string() });
export const Home = z.object({
  hero: z.object({ title: z.string(), subtitle: z.string(), cta: Cta, image: Image }),
  /** product handles; fetch them with get-products-by-handles */
  featuredProductHandles: z.array(z.string()),
  featuredBlogs: z.array(BlogPostSummary),
  promo: z.object({ title: z.string(), text: z.string(), cta: Cta }),
});
export type Home = z.infer<typeof Home>;
