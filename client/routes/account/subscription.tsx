import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AccountShell } from '../../features/account/components/AccountShell';
import { SubscriptionSummary } from '../../features/account/components/SubscriptionSummary';
import { subscriptionQuery } from '../../features/account/queries';
import { useApp } from '../../lib/app-context';
import { pageNotFound, pathnameOf } from '../../lib/route-errors';
import type { ScreenModule } from '../types';

function SubscriptionPage() {
  const { api } = useApp();
  const { id = '' } = useParams();
  // The loader answered 404 for anything that is not one of the customer's subscriptions.
  const subscription = useSuspenseQuery(subscriptionQuery(api, id)).data!;
  return (
    <AccountShell title={subscription.product.title} lead="Subscription" back={{ to: '/account/subscriptions', label: 'All subscriptions' }}>
      <SubscriptionSummary subscription={subscription} />
      {subscription.sellingPlan && <p className="form-hint">{subscription.sellingPlan.name}.</p>}
      <p><Link to={`/products/${subscription.product.handle}`}>View {subscription.product.title}</Link></p>
    </AccountShell>
  );
}

export const accountSubscriptionScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async ({ params, request }) => {
    const id = params.id ?? '';
    if (!id || !(await queryClient.ensureQueryData(subscriptionQuery(api, id)))) pageNotFound(pathnameOf(request));
    return null;
  },
  meta: ({ params, queryClient, api }) => {
    const subscription = queryClient.getQueryData(subscriptionQuery(api, params.id ?? '').queryKey);
    return { title: subscription ? `Subscription: ${subscription.product.title}` : 'Subscription' };
  },
  Component: SubscriptionPage,
};
