import type { Product } from '../../../../shared/contract/models';
import { formatMoney } from '../../../../shared/format/money';
import { Image } from '../../../components/ui/Image';
import { trackSelectItem } from '../../../lib/analytics/product-analytics';
import { BLOG_PRODUCTS_CLASS } from './blog-parts';

const LIST = { id: 'blog-shop-the-story', name: 'Shop the story' };

/** The products a post mentions, as plain links to their pages. */
export function RelatedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className={BLOG_PRODUCTS_CLASS} aria-labelledby="related-products-title">
      <h2 id="related-products-title" className="section-title">
        Shop the story
      </h2>
      <ul className="related-products-list">
        {products.map((p, i) => (
          <li key={p.handle} className="related-product">
            <Image src={p.featuredImage} decorative width={120} height={120} />
            <div>
              <a
                className="stretched-link related-product-title"
                onClick={() => trackSelectItem(LIST, p, i)}
                href={`/products/${p.handle}`}
              >
                {p.title}
              </a>
              <p className="related-product-subtitle">{p.subtitle}</p>
              <p className="related-product-price">{formatMoney(p.priceRange.min)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
