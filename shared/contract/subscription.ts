import { z } from 'zod';
import { defineCall, FRESH_READ } from './define';
import { Id } from './fields';
import { Subscription, UserError } from './models';

// The signed-in customer's subscriptions (subscribe & save). The list comes with user-info;
// these calls read one and change one. All send the session token in the Authorization
// header: signed out, the BFF answers 401 before asking the upstream. A subscription that is
// not the customer's answers subscription null, never its data.

const SubscriptionAnswer = z.object({ subscription: Subscription.nullable(), errors: z.array(UserError) });

export const subscriptionCalls = {
  /** subscription null when it is not one of the customer's */
  'subscription-detail': defineCall(
    'ecom',
    'subscription-detail',
    z.strictObject({ subscriptionId: Id }),
    z.object({ subscription: Subscription.nullable() }),
    'header',
    FRESH_READ,
  ),
  /** moves the next delivery one interval of its plan later; active subscriptions only */
  'skip-subscription-delivery': defineCall(
    'ecom',
    'skip-subscription-delivery',
    z.strictObject({ subscriptionId: Id }),
    SubscriptionAnswer,
    'header',
  ),
  /** changes how often it is delivered: a selling plan the product offers; not once cancelled */
  'update-subscription-plan': defineCall(
    'ecom',
    'update-subscription-plan',
    z.strictObject({ subscriptionId: Id, sellingPlanId: Id }),
    SubscriptionAnswer,
    'header',
  ),
  /** holds its deliveries until it is resumed; active subscriptions only */
  'pause-subscription': defineCall(
    'ecom',
    'pause-subscription',
    z.strictObject({ subscriptionId: Id }),
    SubscriptionAnswer,
    'header',
  ),
  /** delivers again: the next delivery keeps its date, or comes one interval from now if that date has passed; paused ones only */
  'resume-subscription': defineCall(
    'ecom',
    'resume-subscription',
    z.strictObject({ subscriptionId: Id }),
    SubscriptionAnswer,
    'header',
  ),
  /** ends it; nothing more is delivered */
  'cancel-subscription': defineCall(
    'ecom',
    'cancel-subscription',
    z.strictObject({ subscriptionId: Id }),
    SubscriptionAnswer,
    'header',
  ),
} as const;
