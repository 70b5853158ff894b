import type { ActionFunction } from 'react-router-dom';
import type { Subscription } from '../../../shared/contract/models';
import { formatDate } from '../../../shared/format/date';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { pageNotFound, pathnameOf } from '../../lib/routing/route-errors';
import { userQuery } from '../../lib/session/user-query';
import { done, formErrorsFromCall, intentOf, refreshUser, refused } from './action-answers';
import { subscriptionQuery } from './queries';

// /account/subscriptions/{id}: skip the next delivery, pause and resume it, change how often it comes, cancel it
// (after a confirmation step). What the backend refuses (skipping a paused one, a schedule the
// product does not offer) is said with the backend's own message.

export const SUBSCRIPTION_MESSAGES = {
  skipped: (next: string) => `The next delivery is skipped. It now comes on ${formatDate(next)}.`,
  paused: 'Deliveries are paused. Nothing is sent until you resume them.',
  resumed: (next: string) => `Deliveries are back on. The next one comes on ${formatDate(next)}.`,
  planUnchanged: (s: Subscription) =>
    `No change: it already comes ${s.sellingPlan ? `every ${s.sellingPlan.intervalDays} days` : 'on that schedule'}.`,
  planChanged: (s: Subscription) =>
    `Done: ${s.sellingPlan ? `every ${s.sellingPlan.intervalDays} days` : 'new schedule'} from now on.`,
  cancelled: 'Your subscription is cancelled. Nothing more will be sent.',
  choosePlan: 'Choose how often it comes.',
  unknownIntent: 'This form cannot be sent. Reload the page and try again.',
} as const;

const INTENTS = ['skip', 'pause', 'resume', 'change-plan', 'ask-cancel', 'cancel'] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (v: string): v is Intent => (INTENTS as readonly string[]).includes(v);

export function subscriptionAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request, params }) => {
    const form = await request.formData();
    const intent = intentOf(form);
    const subscriptionId = params.id ?? '';
    const user = await queryClient.ensureQueryData(userQuery(api));
    // someone else's subscription (or none): the page does not exist, and nothing is asked upstream
    if (!user?.subscriptions.some((s) => s.id === subscriptionId)) pageNotFound(pathnameOf(request));
    if (!isIntent(intent))
      return refused({ intent, errors: { form: SUBSCRIPTION_MESSAGES.unknownIntent, fields: {} } });
    if (intent === 'ask-cancel') return done({ intent, confirm: 'cancel' });

    const sellingPlanId = String(form.get('sellingPlanId') ?? '');
    if (intent === 'change-plan' && !sellingPlanId)
      return refused({ intent, errors: { fields: { sellingPlanId: SUBSCRIPTION_MESSAGES.choosePlan } } });
    // The schedule it already has: said as it is, nothing asked upstream.
    const current = user.subscriptions.find((s) => s.id === subscriptionId);
    if (intent === 'change-plan' && current?.sellingPlan?.id === sellingPlanId)
      return done({ intent, done: SUBSCRIPTION_MESSAGES.planUnchanged(current) });
    let answer;
    try {
      answer =
        intent === 'skip'
          ? await api.call('skip-subscription-delivery', { subscriptionId })
          : intent === 'pause'
            ? await api.call('pause-subscription', { subscriptionId })
            : intent === 'resume'
              ? await api.call('resume-subscription', { subscriptionId })
              : intent === 'change-plan'
                ? await api.call('update-subscription-plan', { subscriptionId, sellingPlanId })
                : await api.call('cancel-subscription', { subscriptionId });
    } catch (err) {
      return refused({ intent, errors: formErrorsFromCall(err, ['sellingPlanId']) });
    }
    const refusal = answer.errors[0];
    const { subscription } = answer;
    if (refusal || !subscription)
      return refused({ intent, errors: { form: refusal?.message ?? SUBSCRIPTION_MESSAGES.unknownIntent, fields: {} } });
    queryClient.setQueryData(subscriptionQuery(api, subscriptionId).queryKey, subscription);
    await refreshUser(deps);
    const message =
      intent === 'skip'
        ? SUBSCRIPTION_MESSAGES.skipped(subscription.nextDelivery)
        : intent === 'pause'
          ? SUBSCRIPTION_MESSAGES.paused
          : intent === 'resume'
            ? SUBSCRIPTION_MESSAGES.resumed(subscription.nextDelivery)
            : intent === 'change-plan'
              ? SUBSCRIPTION_MESSAGES.planChanged(subscription)
              : SUBSCRIPTION_MESSAGES.cancelled;
    return done({ intent, done: message });
  };
}
