import { facetLabel, SKIN_CONCERNS, SKIN_TYPES } from '../../../../shared/catalog/taxonomy';
import { shopPath } from '../../../../shared/routes/shop-filters';

function Tiles({
  id,
  title,
  intro,
  items,
}: {
  id: string;
  title: string;
  intro: string;
  items: { label: string; href: string; key: string }[];
}) {
  return (
    <section className="home-section shop-by" aria-labelledby={id}>
      <div className="section-heading">
        <h2 id={id}>{title}</h2>
        <p>{intro}</p>
      </div>
      <ul className="tile-grid">
        {items.map((item) => (
          <li key={item.key}>
            <a
              className={`tile tile-${item.key}`}
              data-analytics="cta"
              data-analytics-location="home tiles"
              href={item.href}
            >
              <span className="tile-label">{item.label}</span>
              <span className="tile-cta" aria-hidden="true">
                Shop →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Entry points into the shop by the two ways people describe their skin. */
export function ShopByTiles() {
  return (
    <>
      <Tiles
        id="shop-by-skin-type"
        title="Shop by skin type"
        intro="Formulas matched to how your skin behaves day to day."
        items={SKIN_TYPES.map((v) => ({ key: v, label: `${facetLabel(v)} skin`, href: shopPath({ 'skin-type': v }) }))}
      />
      <Tiles
        id="shop-by-concern"
        title="Shop by concern"
        intro="Targeted treatments for what you want to change."
        items={SKIN_CONCERNS.map((v) => ({ key: v, label: facetLabel(v), href: shopPath({ concern: v }) }))}
      />
    </>
  );
}
