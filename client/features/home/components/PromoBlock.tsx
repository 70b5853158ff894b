import { Link } from 'react-router-dom';
import type { Home } from '../../../../shared/contract/content-models';

export function PromoBlock({ promo }: { promo: Home['promo'] }) {
  return (
    <section className="home-promo" aria-labelledby="home-promo-title">
      <h2 id="home-promo-title">{promo.title}</h2>
      <p>{promo.text}</p>
      <Link className="btn btn-elevated btn-white" to={promo.cta.url} data-analytics="cta" data-analytics-location="home promo">{promo.cta.label}</Link>
    </section>
  );
}
