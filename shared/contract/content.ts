import { z } from 'zod';
import { defineCall, GIFT_RULES_ANSWER_MS, PUBLIC_READ } from './define';
import { FieldName, Handle, Slug } from './fields';
import { Image } from './models';
import {
  Announcement,
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  ContentPage,
  GiftRule,
  Globals,
  Home,
  NavGroup,
  Plp,
  PLP_FIELDS,
} from './content-models';

// Content API (SPEC section 7), service 'cms'. Lookups of unknown slugs answer null / empty
// lists, never an error, so a page can decide to show its 404.

const Fields = z.array(FieldName).min(1, 'must not be empty').max(50);
/** Optional category filter; '' or absent means all categories. */
const CategorySlug = z.string().trim().max(200).default('');

export const contentCalls = {
  /** only the requested keys come back; unknown keys are left out */
  'get-globals': defineCall(
    'cms',
    'get-globals',
    z.strictObject({ fields: Fields }),
    z.object({ globals: Globals }),
    'none',
    PUBLIC_READ,
  ),
  /** unknown handle: navigation [] */
  'get-navigation': defineCall(
    'cms',
    'get-navigation',
    z.strictObject({ handle: Handle }),
    z.object({ navigation: z.array(NavGroup) }),
    'none',
    PUBLIC_READ,
  ),
  /** only announcements active now */
  'get-announcements': defineCall(
    'cms',
    'get-announcements',
    z.strictObject({}),
    z.object({
      announcements: z.array(Announcement),
      /** true when a stored announcement names a gift rule (shown or not): the answer follows the rules */
      namesGiftRules: z.literal(true).optional(),
    }),
    'none',
    PUBLIC_READ,
  ),
  /** the main /shop listing page: handle plus the requested fields */
  'get-plp': defineCall(
    'cms',
    'get-plp',
    z.strictObject({ fields: z.array(z.enum(PLP_FIELDS)).min(1, 'must not be empty').max(PLP_FIELDS.length) }),
    z.object({ plp: Plp.partial().required({ handle: true }) }),
    'none',
    PUBLIC_READ,
  ),
  /** handle is a category, skin type or concern value, e.g. 'serums', 'dry', 'acne' */
  'get-category-plp': defineCall(
    'cms',
    'get-category-plp',
    z.strictObject({ handle: Handle }),
    z.object({ plp: Plp.nullable() }),
    'none',
    PUBLIC_READ,
  ),
  /** gift-with-purchase rules (all of them; the caller filters by enabled and date window) */
  'get-discounts': defineCall(
    'cms',
    'get-discounts',
    z.strictObject({}),
    z.object({ discounts: z.array(GiftRule) }),
    'none',
    { cacheMs: GIFT_RULES_ANSWER_MS, safeToRepeat: true },
  ),
  'get-blog-page-data': defineCall(
    'cms',
    'get-blog-page-data',
    z.strictObject({ categorySlug: CategorySlug }),
    z.object({
      category: BlogCategory.nullable(),
      categories: z.array(BlogCategory),
      featured: z.array(BlogPostSummary),
      blogs: z.array(BlogPostSummary),
      heroImage: Image,
    }),
    'none',
    PUBLIC_READ,
  ),
  /** newest first */
  'get-blogs': defineCall(
    'cms',
    'get-blogs',
    z.strictObject({ categorySlug: CategorySlug }),
    z.object({ blogs: z.array(BlogPostSummary) }),
    'none',
    PUBLIC_READ,
  ),
  'get-featured-blogs': defineCall(
    'cms',
    'get-featured-blogs',
    z.strictObject({ categorySlug: CategorySlug }),
    z.object({ blogs: z.array(BlogPostSummary) }),
    'none',
    PUBLIC_READ,
  ),
  'get-blog-by-blog-slug': defineCall(
    'cms',
    'get-blog-by-blog-slug',
    z.strictObject({ slug: Slug }),
    z.object({ blog: BlogPost.nullable(), related: z.array(BlogPostSummary) }),
    'none',
    PUBLIC_READ,
  ),
  'get-blogs-by-category-slug': defineCall(
    'cms',
    'get-blogs-by-category-slug',
    z.strictObject({ categorySlug: Slug }),
    z.object({ category: BlogCategory.nullable(), blogs: z.array(BlogPostSummary) }),
    'none',
    PUBLIC_READ,
  ),
  'get-blog-categories': defineCall(
    'cms',
    'get-blog-categories',
    z.strictObject({}),
    z.object({ categories: z.array(BlogCategory) }),
    'none',
    PUBLIC_READ,
  ),
  /** not in SPEC: the editorial/content page at a site path, e.g. '/what-is-retinol' */
  'get-content-page': defineCall(
    'cms',
    'get-content-page',
    z.strictObject({
      path: z
        .string()
        .trim()
        .regex(/^\/[A-Za-z0-9\-_/.]{0,300}$/, 'must be a site path starting with /'),
    }),
    z.object({ page: ContentPage.nullable() }),
    'none',
    PUBLIC_READ,
  ),
  /** not in SPEC: the content pages under a path prefix (path, title, description only), by path */
  'get-content-pages': defineCall(
    'cms',
    'get-content-pages',
    z.strictObject({
      prefix: z
        .string()
        .trim()
        .regex(/^\/[A-Za-z0-9\-_/.]{0,300}$/, 'must be a site path starting with /'),
    }),
    z.object({ pages: z.array(ContentPage.pick({ path: true, title: true, description: true })) }),
    'none',
    PUBLIC_READ,
  ),
  /** not in SPEC: the home page sections */
  'get-home': defineCall('cms', 'get-home', z.strictObject({}), z.object({ home: Home }), 'none', PUBLIC_READ),
} as const;
