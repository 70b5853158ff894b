import type { Subscription } from '../../../../shared/contract/models';
import { formatDate } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/format/money';
import { Image } from '../../../components/ui/Image';
import { subscriptionPath } from '../account-paths';
import { SUBSCRIPTION_STATUS_LABEL } from '../order-status';

/** "Every 60 days" from the selling plan; plain "Subscription" when it has none. */
export function cadenceOf(s: Subscription): string {
  return s.sellingPlan ? `Every ${s.sellingPlan.intervalDays} days` : 'Subscription';
}

/** Subscribe & save price: the variant price less the plan's discount. */
export function subscriptionPrice(s: Subscription): number {
  const percent = s.sellingPlan?.discountPercent ?? 0;
  return Math.round(s.variant.price * (100 - percent)) / 100;
}

/** One subscription as a card: product, cadence, next delivery, state; the title links to it when `linked`. */
export function SubscriptionSummary({
  subscription: s,
  linked = false,
}: {
  subscription: Subscription;
  linked?: boolean;
}) {
  const HeadingTag = linked ? 'h2' : 'p';
  return (
    <article className="subscription-card" data-subscription={s.id}>
      <span className="subscription-media">
        {s.product.image && <Image src={s.product.image} decorative sizes="xs:96px md:120px" />}
      </span>
      <div className="subscription-info">
        <HeadingTag className="subscription-title">
          {linked ? <a href={subscriptionPath(s.id)}>{s.product.title}</a> : s.product.title}
        </HeadingTag>
        <dl className="subscription-facts">
          <div>
            <dt>Size</dt>
            <dd>{s.variant.title}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{cadenceOf(s)}</dd>
          </div>
          <div>
            <dt>Next delivery</dt>
            <dd>
              {s.status === 'cancelled'
                ? '—'
                : s.status === 'paused'
                  ? `Paused (was ${formatDate(s.nextDelivery)})`
                  : formatDate(s.nextDelivery)}
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatMoney(subscriptionPrice(s))}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`status-badge status-${s.status}`}>{SUBSCRIPTION_STATUS_LABEL[s.status]}</span>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
