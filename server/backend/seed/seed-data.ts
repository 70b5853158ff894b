import { announcements } from './announcements';
import { blogCategories, blogPosts } from './blogs';
import { contentPages } from './content-pages';
import { customers } from './customers';
import { discountCodes } from './discount-codes';
import { giftRules } from './gift-rules';
import { globals } from './globals';
import { home } from './home';
import { locations } from './locations';
import { navigations } from './navigation';
import { plps } from './plp';
import { products } from './products';
import type { SeedBundle } from './seed-bundle';
import { sellingPlans } from './sellingPlans';

/** The readable seed files, as one bundle for the seeder. */
export const seedData: SeedBundle = {
  sellingPlans,
  products,
  discountCodes,
  giftRules,
  blogCategories,
  blogPosts,
  contentPages,
  navigations,
  globals,
  announcements,
  plps,
  home,
  locations,
  customers,
};
