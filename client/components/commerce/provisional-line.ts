import type { ProvisionalProduct } from '../../lib/cart/optimistic-cart';
import type { ProductSummary, SizeSummary } from './product-summary';

/** The cart line a card's quick add draws at once, one-time purchase, before the cart answers. */
export function provisionalOf(product: ProductSummary, size: SizeSummary): ProvisionalProduct {
  return {
    // (a card keeps an image's format only for SVG; '' is any other, drawn the same way)
    product: {
      id: product.id,
      handle: product.handle,
      title: product.title,
      image: { format: '', ...product.featuredImage, alt: '' },
    },
    variant: { id: size.id, title: size.title, price: size.price, compareAtPrice: size.compareAtPrice ?? null },
    sellingPlan: null,
    unitPrice: size.price,
  };
}
