import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { locationOf } from '../../../shared/contract/location-guard';
import type { Location, User } from '../../../shared/contract/models';
import { customerIdOf } from '../../features/account/account-paths';
import { AccountShell } from '../../features/account/components/AccountShell';
import { OrderTable } from '../../features/account/components/OrderTable';
import { PostalAddress } from '../../features/account/components/PostalAddress';
import { subscriptionCounts } from '../../features/account/subscription-counts';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';

const RECENT_ORDERS = 3;

/** The chosen professional saved on the account (a JSON-encoded Location), or null. */
function chosenProfessional(user: User): Location | null {
  if (!user.professional) return null;
  try {
    return locationOf({ distance: null, ...JSON.parse(user.professional.value) });
  } catch {
    return null;
  }
}

function AccountHome() {
  const { api } = useApp();
  // The route's guard loaded the user: signed out never gets here.
  const user = useSuspenseQuery(userQuery(api)).data;
  // null only between a sign-out (the user is set to null at once) and the guard's redirect
  if (!user) return null;
  const defaultAddress = user.addresses.edges.find((e) => e.node.id === user.defaultAddress?.id)?.node ?? null;
  const professional = chosenProfessional(user);
  const recent = user.orders.slice(0, RECENT_ORDERS);
  return (
    <AccountShell
      title={`Hello, ${user.firstName || user.email}`}
      lead={
        <>
          Customer number {customerIdOf(user)} · {user.email}
        </>
      }
    >
      <div className="account-home">
        <section className="account-panel account-panel-wide" aria-labelledby="home-orders-title">
          <h2 id="home-orders-title">Recent orders</h2>
          {recent.length ? (
            <>
              <OrderTable
                orders={recent}
                caption={recent.length === 1 ? 'Your most recent order' : `Your ${recent.length} most recent orders`}
              />
              <p>
                <a href="/account/orders">All orders ({user.orders.length})</a>
              </p>
            </>
          ) : (
            <p>
              You have not placed an order yet. <a href="/shop">Browse the shop</a>.
            </p>
          )}
        </section>
        <section className="account-panel" aria-labelledby="home-address-title">
          <h2 id="home-address-title">Default address</h2>
          {defaultAddress ? <PostalAddress address={defaultAddress} /> : <p>No address saved yet.</p>}
          <p>
            <a href="/account/addresses">Manage addresses</a>
          </p>
        </section>
        <section className="account-panel" aria-labelledby="home-pro-title">
          <h2 id="home-pro-title">Your professional</h2>
          {professional ? (
            <div className="account-professional">
              <p className="account-professional-name">{professional.name}</p>
              {professional.business && <p>{professional.business}</p>}
              <p>
                {professional.address1}, {professional.city}, {professional.provinceCode} {professional.zip}
              </p>
              {professional.phone && <p>{professional.phone}</p>}
            </div>
          ) : (
            <p>You have not chosen a professional.</p>
          )}
          <p>
            <a href="/find-a-professional">{professional ? 'Choose another professional' : 'Find a professional'}</a>
          </p>
        </section>
        <section className="account-panel" aria-labelledby="home-subs-title">
          <h2 id="home-subs-title">Subscriptions</h2>
          <p>{subscriptionCounts(user.subscriptions)}</p>
          <p>
            <a href="/account/subscriptions">Manage subscriptions</a>
          </p>
        </section>
      </div>
    </AccountShell>
  );
}

const accountHomeScreen: ScreenModule = {
  // No loader of its own: the auth guard (client/routes.tsx) has loaded the user it shows.
  meta: () => ({ title: 'My account' }),
  Component: AccountHome,
};

export default accountHomeScreen;
