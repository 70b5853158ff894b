import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { AccountShell } from '../../features/account/components/AccountShell';
import { SubscriptionSummary } from '../../features/account/components/SubscriptionSummary';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';

function Subscriptions() {
  const { api } = useApp();
  const user = useSuspenseQuery(userQuery(api)).data;
  // null only between a sign-out (the user is set to null at once) and the guard's redirect
  if (!user) return null;
  const { subscriptions } = user;
  return (
    <AccountShell title="Subscriptions" lead="Subscribe & save deliveries: what comes, how often and when next.">
      {subscriptions.length ? (
        <ul className="subscription-list">
          {subscriptions.map((s) => (
            <li key={s.id}>
              <SubscriptionSummary subscription={s} linked />
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <p>You have no subscriptions. Choose “Subscribe & save” on a product to have it delivered regularly.</p>
          <a className="btn btn-outlined btn-primary" href="/shop">
            Browse the shop
          </a>
        </div>
      )}
    </AccountShell>
  );
}

const accountSubscriptionsScreen: ScreenModule = {
  // No loader of its own: the auth guard (client/routes.tsx) has loaded the user it shows.
  meta: () => ({ title: 'Subscriptions' }),
  Component: Subscriptions,
};

export default accountSubscriptionsScreen;
