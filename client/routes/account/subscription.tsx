import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { useActionData, useParams } from 'react-router-dom';
import type { AccountAnswer } from '../../features/account/action-answers';
import { AccountShell } from '../../features/account/components/AccountShell';
import { SubscriptionActions } from '../../features/account/components/SubscriptionActions';
import { SubscriptionSummary } from '../../features/account/components/SubscriptionSummary';
import { productPlansQuery, subscriptionQuery } from '../../features/account/queries';
import { subscriptionAction } from '../../features/account/subscription-action';
import { useApp } from '../../lib/app/app-context';
import { pageNotFound, pathnameOf } from '../../lib/routing/route-errors';
import type { ScreenModule } from '../types';

function SubscriptionPage() {
  const { api } = useApp();
  const { id = '' } = useParams();
  // The loader answered 404 for anything that is not one of the customer's subscriptions.
  const subscription = useSuspenseQuery(subscriptionQuery(api, id)).data!;
  const { data: plans } = useSuspenseQuery(productPlansQuery(api, subscription.product.handle));
  const answer = useActionData() as AccountAnswer | undefined;
  return (
    <AccountShell
      title={subscription.product.title}
      lead="Subscription"
      back={{ to: '/account/subscriptions', label: 'All subscriptions' }}
    >
      <SubscriptionSummary subscription={subscription} />
      {subscription.sellingPlan && <p className="form-hint">{subscription.sellingPlan.name}.</p>}
      <SubscriptionActions subscription={subscription} plans={plans} answer={answer} />
      <p>
        <a href={`/products/${subscription.product.handle}`}>View {subscription.product.title}</a>
      </p>
    </AccountShell>
  );
}

const accountSubscriptionScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ params, request }) => {
      const id = params.id ?? '';
      const subscription = id ? await queryClient.ensureQueryData(subscriptionQuery(api, id)) : null;
      if (!subscription) pageNotFound(pathnameOf(request));
      await queryClient.ensureQueryData(productPlansQuery(api, subscription.product.handle));
      return null;
    },
  action: subscriptionAction,
  meta: ({ params, queryClient, api }) => {
    const subscription = queryClient.getQueryData(subscriptionQuery(api, params.id ?? '').queryKey);
    return { title: subscription ? `Subscription: ${subscription.product.title}` : 'Subscription' };
  },
  Component: SubscriptionPage,
};

export default accountSubscriptionScreen;
