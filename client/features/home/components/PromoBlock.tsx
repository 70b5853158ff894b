import type { Home } from '../../../../shared/contract/content-models';

export function PromoBlock({ promo }: { promo: Home['promo'] }) {
  return (
    <section className="home-promo" aria-labelledby="home-promo-title">
      <h2 id="home-promo-title">{promo.title}</h2>
      <p>{promo.text}</p>
      <a
        className="btn btn-elevated btn-white"
        data-analytics="cta"
        data-analytics-location="home promo"
        href={promo.cta.url}
      >
        {promo.cta.label}
      </a>
    </section>
  );
}
