import type {
  SeedAnnouncement,
  SeedBlogCategory,
  SeedBlogPost,
  SeedContentPage,
  SeedCustomer,
  SeedDiscountCode,
  SeedGiftRule,
  SeedGlobals,
  SeedHome,
  SeedLocation,
  SeedNavigation,
  SeedPlp,
  SeedProduct,
  SeedSellingPlan,
} from './types';

/** Everything the seeder loads; the real bundle is seed-data.ts, tests may pass a smaller one. */
export interface SeedBundle {
  sellingPlans: SeedSellingPlan[];
  products: SeedProduct[];
  discountCodes: SeedDiscountCode[];
  giftRules: SeedGiftRule[];
  blogCategories: SeedBlogCategory[];
  blogPosts: SeedBlogPost[];
  contentPages: SeedContentPage[];
  navigations: SeedNavigation[];
  globals: SeedGlobals;
  announcements: SeedAnnouncement[];
  plps: SeedPlp[];
  home: SeedHome;
  locations: SeedLocation[];
  customers: SeedCustomer[];
}
