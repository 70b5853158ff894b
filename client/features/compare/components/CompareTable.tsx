import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { facetLabel } from '../../../../shared/catalog/taxonomy';
import type { Product } from '../../../../shared/contract/models';
import { Image } from '../../../components/ui/Image';
import { Price } from '../../../components/commerce/Price';
import { Rating } from '../../../components/commerce/Rating';
import { removeFromCompare } from '../compare-store';

const labels = (values: readonly string[]) => (values.length ? values.map(facetLabel).join(', ') : '—');

const ROWS: { label: string; cell(p: Product): ReactNode }[] = [
  { label: 'Price', cell: (p) => <Price price={p.priceRange.min} from={p.priceRange.max > p.priceRange.min} /> },
  { label: 'Rating', cell: (p) => <Rating rating={p.rating} reviewCount={p.reviewCount} /> },
  { label: 'Skin types', cell: (p) => labels(p.skinTypes) },
  { label: 'Concerns', cell: (p) => labels(p.concerns) },
  { label: 'Categories', cell: (p) => labels(p.categories) },
  {
    label: 'Key ingredients',
    cell: (p) =>
      p.keyIngredients.length ? (
        <ul className="plain-list">
          {p.keyIngredients.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  },
];

/** The chosen products side by side; a real table, so screen readers can move by row and column. */
export function CompareTable({ products }: { products: Product[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(scroller);
  return (
    <>
      {/* Said only when some products are off to the side (a shadow at the edge says it too). */}
      {overflows && (
        <p className="compare-scroll-hint" data-testid="compare-scroll-hint">
          Scroll sideways to see all {products.length} products <span aria-hidden="true">→</span>
        </p>
      )}
      <div ref={scroller} className="compare-scroll" role="region" aria-label="Comparison table" tabIndex={0}>
        <table className="compare-table">
          <caption className="visually-hidden">Products side by side</caption>
          <thead>
            <tr>
              <td />
              {products.map((p) => (
                <th key={p.handle} scope="col">
                  <a href={`/products/${p.handle}`} className="compare-product">
                    <Image src={p.featuredImage} decorative sizes="xs:40vw md:200px" className="compare-image" />
                    <span>{p.title}</span>
                  </a>
                  <button type="button" className="link-button" onClick={() => removeFromCompare(p.handle)}>
                    Remove<span className="visually-hidden"> {p.title} from the comparison</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {products.map((p) => (
                  <td key={p.handle}>{row.cell(p)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Whether the element is wider inside than on screen, kept up to date as it resizes. */
function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
