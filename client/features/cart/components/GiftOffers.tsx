import type { GiftRule } from '../../../../shared/contract/content-models';
import type { Cart } from '../../../../shared/contract/models';
import { giftOffers } from '../gift-offers';

/** The gift offers running now, each in its rule's own words, with where this cart stands. */
export function GiftOffers({ cart, rules, now }: { cart: Cart; rules: readonly GiftRule[]; now: Date }) {
  const offers = giftOffers(rules, cart, now);
  if (offers.length === 0) return null;
  return (
    <section className="gift-offers" aria-labelledby="gift-offers-heading" data-testid="gift-offers">
      <h3 id="gift-offers-heading" className="gift-offers-heading">
        Gifts with purchase
      </h3>
      <ul>
        {offers.map((offer) => (
          <li key={offer.handle} className={`gift-offer${offer.reached ? ' is-reached' : ''}`}>
            <p className="gift-offer-summary">{offer.summary}</p>
            {offer.status && <p className="gift-offer-status">{offer.status}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
