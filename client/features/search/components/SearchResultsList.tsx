import { Link } from 'react-router-dom';
import type { SearchResults } from '../../../../shared/contract/search';
import { Price } from '../../../components/commerce/Price';
import { Image } from '../../../components/ui/Image';

const IMAGE_SIZES = 'xs:50vw md:33vw lg:240px';

/** The results page's groups: products as small cards, then articles, then pages. Empty groups are left out. */
export function SearchResultsList({ results }: { results: SearchResults }) {
  const { products, posts, pages } = results;
  return (
    <>
      {products.length > 0 && (
        <section className="search-section" aria-labelledby="search-products-title">
          <h2 id="search-products-title">Products ({products.length})</h2>
          <ul className="search-products">
            {products.map((p) => (
              <li key={p.handle} className="search-product">
                <Link to={`/products/${p.handle}`}>
                  <Image src={p.image} decorative sizes={IMAGE_SIZES} loading="lazy" />
                  <span className="search-product-title">{p.title}</span>
                  <Price price={p.price} />
                </Link>
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
                <Link to={`/blog/${p.slug}`}>{p.title}</Link>
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
            {pages.map((p) => <li key={p.path}><Link to={p.path}>{p.title}</Link></li>)}
          </ul>
        </section>
      )}
    </>
  );
}
