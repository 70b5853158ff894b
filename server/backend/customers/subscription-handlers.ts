import type { Subscription, UserError } from '../../../shared/contract/models';
import { sql } from '../db/statements';
import type { Ctx, HandlerMap } from '../http/context';
import { sellingPlanById } from '../products/product-store';
import { requireCustomer } from './account-handlers';
import { productOffersPlan, subscriptionFor } from './subscription-store';

// Read one subscription, skip its next delivery, pause and resume it, change its cadence, cancel it. Every query
// is scoped to the signed-in customer: someone else's id reads as not found.

type SubscriptionCall =
  | 'subscription-detail'
  | 'skip-subscription-delivery'
  | 'pause-subscription'
  | 'resume-subscription'
  | 'update-subscription-plan'
  | 'cancel-subscription';

const DAY_MS = 86_400_000;

export const SUBSCRIPTION_ERRORS = {
  notFound: 'Subscription does not exist',
  cancelled: 'This subscription has been cancelled',
  notActive: 'Only an active subscription can skip a delivery',
  pauseNotActive: 'Only an active subscription can be paused',
  resumeNotPaused: 'Only a paused subscription can be resumed',
  planNotOffered: 'This product is not offered on that delivery schedule',
} as const;

const refuse = (message: string, field: string, subscription: Subscription | null = null) => ({
  subscription,
  errors: [{ message, field: [field] }] as UserError[],
});

/** The customer's subscription, or the not-found answer every change gives for anyone else's. */
function own(ctx: Ctx, subscriptionId: string) {
  return subscriptionFor(ctx.db, requireCustomer(ctx), subscriptionId);
}

function reread(ctx: Ctx, subscriptionId: string) {
  return { subscription: own(ctx, subscriptionId), errors: [] as UserError[] };
}

export const subscriptionHandlers: HandlerMap<SubscriptionCall> = {
  'subscription-detail': ({ subscriptionId }, ctx) => ({ subscription: own(ctx, subscriptionId) }),

  'skip-subscription-delivery': ({ subscriptionId }, ctx) => {
    const current = own(ctx, subscriptionId);
    if (!current) return refuse(SUBSCRIPTION_ERRORS.notFound, 'subscriptionId');
    if (current.status !== 'active') return refuse(SUBSCRIPTION_ERRORS.notActive, 'subscriptionId', current);
    const days = current.sellingPlan?.intervalDays ?? 30;
    const next = new Date(new Date(current.nextDelivery).getTime() + days * DAY_MS).toISOString();
    sql(ctx.db, 'UPDATE subscriptions SET next_delivery = ? WHERE id = ? AND customer_id = ?').run(
      next,
      current.id,
      ctx.customerId,
    );
    return reread(ctx, subscriptionId);
  },

  'pause-subscription': ({ subscriptionId }, ctx) => {
    const current = own(ctx, subscriptionId);
    if (!current) return refuse(SUBSCRIPTION_ERRORS.notFound, 'subscriptionId');
    if (current.status !== 'active') return refuse(SUBSCRIPTION_ERRORS.pauseNotActive, 'subscriptionId', current);
    sql(ctx.db, "UPDATE subscriptions SET status = 'paused' WHERE id = ? AND customer_id = ?").run(
      current.id,
      ctx.customerId,
    );
    return reread(ctx, subscriptionId);
  },

  'resume-subscription': ({ subscriptionId }, ctx) => {
    const current = own(ctx, subscriptionId);
    if (!current) return refuse(SUBSCRIPTION_ERRORS.notFound, 'subscriptionId');
    if (current.status !== 'paused') return refuse(SUBSCRIPTION_ERRORS.resumeNotPaused, 'subscriptionId', current);
    // A date that passed while it was paused is not sent late: the next one is an interval away.
    const days = current.sellingPlan?.intervalDays ?? 30;
    const next =
      new Date(current.nextDelivery).getTime() > ctx.now.getTime()
        ? current.nextDelivery
        : new Date(ctx.now.getTime() + days * DAY_MS).toISOString();
    sql(ctx.db, "UPDATE subscriptions SET status = 'active', next_delivery = ? WHERE id = ? AND customer_id = ?").run(
      next,
      current.id,
      ctx.customerId,
    );
    return reread(ctx, subscriptionId);
  },

  'update-subscription-plan': ({ subscriptionId, sellingPlanId }, ctx) => {
    const current = own(ctx, subscriptionId);
    if (!current) return refuse(SUBSCRIPTION_ERRORS.notFound, 'subscriptionId');
    if (current.status === 'cancelled') return refuse(SUBSCRIPTION_ERRORS.cancelled, 'subscriptionId', current);
    if (!sellingPlanById(ctx.db, sellingPlanId) || !productOffersPlan(ctx.db, current.product.handle, sellingPlanId)) {
      return refuse(SUBSCRIPTION_ERRORS.planNotOffered, 'sellingPlanId', current);
    }
    sql(ctx.db, 'UPDATE subscriptions SET selling_plan_id = ? WHERE id = ? AND customer_id = ?').run(
      sellingPlanId,
      current.id,
      ctx.customerId,
    );
    return reread(ctx, subscriptionId);
  },

  'cancel-subscription': ({ subscriptionId }, ctx) => {
    const current = own(ctx, subscriptionId);
    if (!current) return refuse(SUBSCRIPTION_ERRORS.notFound, 'subscriptionId');
    if (current.status === 'cancelled') return refuse(SUBSCRIPTION_ERRORS.cancelled, 'subscriptionId', current);
    sql(ctx.db, "UPDATE subscriptions SET status = 'cancelled' WHERE id = ? AND customer_id = ?").run(
      current.id,
      ctx.customerId,
    );
    return reread(ctx, subscriptionId);
  },
};
