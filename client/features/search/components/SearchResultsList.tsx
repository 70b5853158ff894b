import { useEffect, useEffectEvent } from 'react';
import type { SearchResults } from '../../../../shared/contract/search';
import { Price } from '../../../components/commerce/Price';
import { Image } from '../../../components/ui/Image';
import { trackSelectItem, trackViewItemList } from '../../../lib/analytics/product-analytics';

const IMAGE_SIZES = 'xs:50vw md:33vw lg:240px';
const LIST = { id: 'search', name: 'Search results' };

const listed = (p: SearchResults['products'][number]) => ({
  handle: p.handle,
  title: p.title,
  priceRange: { min: p.price, max: p.maxPrice ?? p.price },
});

/** The results page's groups: products as small cards, then articles, then pages. Empty groups are left out. */
export function SearchResultsList({ results }: { results: SearchResults }) {
  const { products, posts, pages } = results;
  const shown = products.map((p) => p.handle).join(' ');
  const reportView = useEffectEvent(() => trackViewItemList(LIST, products.map(listed)));
  useEffect(() => reportView(), [shown]);
  return (
    <>
      {products.length > 0 && (
        <section className="search-section" aria-labelledby="search-products-title">
          <h2 id="search-products-title">Products ({products.length})</h2>
          <ul className="search-products">
            {products.map((p, i) => (
              <li key={p.handle} className="search-product">
                <a onClick={() => trackSelectItem(LIST, listed(p), i)} href={`/products/${p.handle}`}>
                  <Image src={p.image} decorative sizes={IMAGE_SIZES} loading="lazy" />
                  <span className="search-product-title">{p.title}</span>
                  <Price price={p.price} from={p.maxPrice !== undefined && p.maxPrice > p.price} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {posts.length > 0 && (
        <section className="search-section" aria-labelledby="search-posts-title">
          <h2 id="search-posts-title">Articles ({posts.length})</h2>
          <ul className="search-links">
            {posts.map((p) => (
              <li key={p.slug}>
                <a href={`/blog/${p.slug}`}>{p.title}</a>
                {p.excerpt && <p>{p.excerpt}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {pages.length > 0 && (
        <section className="search-section" aria-labelledby="search-pages-title">
          <h2 id="search-pages-title">Pages ({pages.length})</h2>
          <ul className="search-links">
            {pages.map((p) => (
              <li key={p.path}>
                <a href={p.path}>{p.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
