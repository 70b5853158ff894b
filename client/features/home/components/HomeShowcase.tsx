import type { BlogPostSummary, Home } from '../../../../shared/contract/content-models';
import { FeaturedPosts } from './FeaturedPosts';
import { PromoBlock } from './PromoBlock';
import { ShopByTiles } from './ShopByTiles';

export interface HomeShowcaseProps {
  promo: Home['promo'];
  posts: BlogPostSummary[];
}

/** Home below its featured products: the shop-by tiles, the promotion and the journal's posts. */
export function HomeShowcase({ promo, posts }: HomeShowcaseProps) {
  return (
    <>
      <ShopByTiles />
      <PromoBlock promo={promo} />
      <FeaturedPosts posts={posts} />
    </>
  );
}
