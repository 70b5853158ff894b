// Shapes of the readable seed files under server/backend/seed/. The seeder loads these
// into SQLite; nothing else reads them at run time.
import type { Category, SkinConcern, SkinType } from '../../../shared/catalog/taxonomy.js';
import type { PackShape } from '../assets/packs';
import type { Neutral } from '../assets/palette';
import type { Finish, Prop } from '../assets/textures';

export interface SeedVariant {
  sku: string;
  /** e.g. '1 fl oz' or 'Travel size 0.5 fl oz' */
  title: string;
  /** USD, e.g. 68 or 34.5 */
  price: number;
  compareAtPrice?: number;
  inventory: number;
}

export interface SeedSellingPlan {
  /** stable id, e.g. 'plan-30' */
  id: string;
  name: string; // 'Deliver every 30 days, save 10%'
  intervalDays: number;
  discountPercent: number;
}

export interface SeedProduct {
  handle: string; // kebab-case, unique
  title: string;
  subtitle: string; // one line, e.g. 'Brightening vitamin C serum'
  /** 2–4 paragraphs of HTML (p, ul/li, strong, em only) */
  descriptionHtml: string;
  keyBenefits: string[];
  keyIngredients: string[];
  howToUse: string;
  /** first is the primary category */
  categories: Category[];
  skinTypes: SkinType[];
  concerns: SkinConcern[];
  variants: SeedVariant[]; // at least 1
  /** ids from sellingPlans.ts; empty when not sold by subscription */
  sellingPlanIds: string[];
  /**
   * For the generated images: the container, and the product's own texture (its colour,
   * #rrggbb, and finish) for the swatch view. Backdrop and accent come from the product
   * line's palette (assets/palette.ts), not from here.
   */
  image: { shape: PackShape; texture: string; finish: Finish };
  /** 0–5, one decimal */
  rating: number;
  reviewCount: number;
  /** ISO date the product was published; used for 'newest' sort */
  publishedAt: string;
  /** optional extra free-form tags, e.g. 'gift', 'travel' */
  tags?: string[];
  /**
   * Handle of a product whose pictures this one shows instead of its own (the generated
   * large catalogue reuses the demo's renders, so 10,000 products add no images to render).
   */
  imagesOf?: string;
}

export interface SeedTextureImage {
  texture: string;
  finish: Finish;
  props: Prop[];
  backdrop: Neutral;
  alt: string;
}

export interface SeedBlogCategory {
  slug: string;
  title: string;
  description: string;
}

export interface SeedBlogPost {
  slug: string; // unique kebab-case
  categorySlug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string; // ISO date
  readingMinutes: number;
  featured: boolean;
  /** 5+ paragraphs of HTML (h2, p, ul/li, strong, em, a href="/..." only) */
  bodyHtml: string;
  /** handles of products mentioned, may be empty */
  relatedProductHandles: string[];
  /** a top-down texture/ingredient composition keyed to the post, and what it shows */
  image: SeedTextureImage;
}

export interface SeedContentPage {
  /** the site path the page renders at, e.g. '/what-is-retinol', '/skincare-101/acne', '/about/our-story' */
  path: string;
  title: string;
  /** meta description, <= 160 chars */
  description: string;
  /** short lead paragraph shown under the title */
  lead: string;
  /** HTML body: h2, h3, p, ul/li, strong, em, a href="/..." only */
  bodyHtml: string;
}

export interface SeedNavItem {
  url: string;
  label: string;
  image?: { id: string; alt: string; width: number; height: number };
  children?: SeedNavItem[];
}

export interface SeedNavigation {
  handle: string; // 'main' | 'footer'
  groups: { title: string; nav: SeedNavItem[] }[];
}

export interface SeedAnnouncement {
  id: string;
  text: string;
  url?: string;
  startsAt?: string | null;
  endsAt?: string | null;
}

export interface SeedGiftRule {
  handle: string;
  title: string;
  enabled: boolean;
  start_date: string | null;
  end_date: string | null;
  buy_trigger: 'buy_total' | 'buy_qty';
  get_trigger: 'get_gift';
  /** threshold in USD as a string, e.g. '75.00'; '' for buy_qty rules */
  buy_total: string;
  buy_product_handles: string[];
  get_product_handles: string[];
}

export interface SeedDiscountCode {
  code: string; // upper case
  type: 'DiscountCodeBasic' | 'DiscountCodeFreeShipping';
  /** percent off subtotal for basic codes */
  percentage?: number;
  description: string;
  enabled: boolean;
}

export interface SeedLocation {
  id: string;
  kind: 'store' | 'professional';
  name: string; // business or professional name (some longer than 59 chars on purpose)
  business?: string;
  address1: string;
  city: string;
  provinceCode: string; // 'CA'
  zip: string;
  phone: string;
  lat: number;
  long: number;
  services: string[];
}

export interface SeedOrder {
  /** shop-wide, increasing with placedAt */
  number: number;
  placedAt: string;
  status: 'processing' | 'shipped' | 'fulfilled' | 'cancelled' | 'refunded';
  /** a seeded discount code applied at checkout (percentage off, or free shipping) */
  discountCode?: string;
  /** index into the customer's addresses; the default address when absent */
  shipTo?: number;
  /** gift lines (gift with purchase) were free */
  lines: { handle: string; sku: string; quantity: number; gift?: boolean }[];
}

export interface SeedCustomer {
  email: string;
  firstName: string;
  lastName: string;
  /** absent for invited customers who must activate */
  password?: string;
  marketing: boolean;
  addresses: {
    firstName: string;
    lastName: string;
    company?: string;
    address1: string;
    address2?: string;
    city: string;
    provinceCode: string;
    zip: string;
    country: string;
    phone?: string;
    isDefault?: boolean;
  }[];
  orders: SeedOrder[];
  subscriptions: {
    id: string;
    handle: string;
    sku: string;
    sellingPlanId: string;
    status: 'active' | 'paused' | 'cancelled';
    nextDelivery: string;
  }[];
  favorites: string[]; // product handles
  professionalId?: string;
}

export interface SeedGlobals {
  site_legal_copy: string;
  site_legal_links: { target: '_self' | '_blank'; text: string; url: string }[];
  site_social: { icon: string; label: string; url: string }[];
  site_404_image: { id: string; alt: string; title: string; width: number; height: number };
  site_404_title: string;
  site_404_message: string; // HTML
  site_404_cta: { label: string; page: { slug: string } | null; url: string | null };
  /** USD; standard shipping is free from this subtotal (seed/checkout.ts) */
  free_shipping_threshold?: number;
  [key: string]: unknown;
}

export interface SeedPlp {
  /** '' for the main /shop page, else a category / skin type / concern value */
  handle: string;
  title: string;
  description: string; // one paragraph, plain text
}

export interface SeedHome {
  hero: { title: string; subtitle: string; cta: { label: string; url: string }; image: { alt: string } };
  featuredProductHandles: string[];
  featuredBlogSlugs: string[];
  promo: { title: string; text: string; cta: { label: string; url: string } };
}
