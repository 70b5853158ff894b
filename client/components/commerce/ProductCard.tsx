import type { MouseEventHandler } from 'react';
import { BADGE_LABELS } from '../../../shared/rules/product-badges';
import { listedOf, type ProductSummary } from './product-summary';
import { Image } from '../ui/Image';
import { StaticPart } from '../ui/StaticPart';
import { Price } from './Price';
import { ProductBadges } from './ProductBadges';
import { useProductCardActions } from './product-card-actions-context';
import { QuickAdd } from './QuickAdd';
import { Rating } from './Rating';

/** "3 sizes" under the price; nothing for a single size. */
export function sizeCountText(count: number): string | null {
  return count > 1 ? `${count} sizes` : null;
}

/**
 * A card's picture is at most 320 CSS px wide (a quarter of a desktop row, a half of a phone's),
 * so 1x/2x of 320 px serve every screen with the same files a `sizes` list picked (a phone at
 * 3x takes the 640 px file either way), in a third of the markup, 24 times a page.
 */
export const CARD_IMAGE_WIDTH = 320;

export interface ProductCardProps {
  product: ProductSummary;
  /** 'h2' when the card list has no heading of its own level above it */
  headingLevel?: 'h2' | 'h3';
  /**
   * How the picture loads: 'preload' for the first card of a listing at the top of the page
   * (its largest paint), 'eager' for the rest of that first row, 'lazy' (default) below it.
   */
  image?: 'preload' | 'eager' | 'lazy';
  onSelect?: MouseEventHandler<HTMLAnchorElement>;
}

export function ProductCard({ product, headingLevel: Heading = 'h3', image = 'lazy', onSelect }: ProductCardProps) {
  const href = `/products/${product.handle}`;
  const actions = useProductCardActions();
  const sizes = sizeCountText(product.sizes.length);
  const listed = listedOf(product);
  // The card's link (its first child), the picture's box in it and the title have no class: the
  // stylesheet finds them by their place (catalog.css), 80 bytes a card, 24 cards a listing page.
  const linked = (
    <>
      <span>
        {/* The title beside it names the link; the picture adds nothing for a screen reader. */}
        <Image
          src={product.featuredImage}
          decorative
          width={CARD_IMAGE_WIDTH}
          height={Math.round((CARD_IMAGE_WIDTH * product.featuredImage.height) / product.featuredImage.width)}
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          preload={image === 'preload'}
        />
        {product.soldOut && <span className="badge badge-soldout">Sold out</span>}
      </span>
      <Heading>{product.title}</Heading>
    </>
  );
  return (
    <article className="product-card">
      {/* The picture and title are the same markup for a product on every listing: made once by
          the server (StaticPart), except the listing's largest paint, whose preload React writes
          into the page's head while it renders. */}
      {image === 'preload' ? (
        <a onClick={onSelect} href={href}>
          {linked}
        </a>
      ) : (
        <StaticPart as="a" onClick={onSelect} href={href} owner={product} variant={`${image} ${Heading}`}>
          {linked}
        </StaticPart>
      )}
      {/* What the card says of the product (badges, subtitle, rating, price, sizes): the same
          markup on every listing too, in a box of no layout of its own (display: contents). */}
      <StaticPart className="product-card-facts" owner={product} variant="facts">
        {/* After the title in reading order; drawn over the picture's corner. */}
        {product.badges && (
          <ProductBadges badges={product.badges.map((kind) => ({ kind, label: BADGE_LABELS[kind] }))} />
        )}
        <p className="product-card-subtitle">{product.subtitle}</p>
        <Rating rating={product.rating} reviewCount={product.reviewCount} compact />
        <Price
          price={listed.priceRange.min}
          from={listed.priceRange.max > listed.priceRange.min}
          compareAtPrice={product.compareAtPrice}
        />
        {sizes && <p className="product-card-sizes">{sizes}</p>}
      </StaticPart>
      <QuickAdd product={product} />
      {actions.render(listed)}
    </article>
  );
}
