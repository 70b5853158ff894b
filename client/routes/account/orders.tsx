import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { AccountShell } from '../../features/account/components/AccountShell';
import { OrderTable } from '../../features/account/components/OrderTable';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';
import { countOf } from '../../../shared/format/count';

function Orders() {
  const { api } = useApp();
  const user = useSuspenseQuery(userQuery(api)).data;
  // null only between a sign-out (the user is set to null at once) and the guard's redirect
  if (!user) return null;
  const { orders } = user;
  return (
    <AccountShell title="Orders">
      {orders.length ? (
        <OrderTable
          orders={orders}
          caption={orders.length === 1 ? 'Your order' : `All ${countOf(orders.length, 'order')}, newest first`}
        />
      ) : (
        <div className="empty-state">
          <p>You have not placed an order yet.</p>
          <a className="btn btn-outlined btn-primary" href="/shop">
            Browse the shop
          </a>
        </div>
      )}
    </AccountShell>
  );
}

const accountOrdersScreen: ScreenModule = {
  // No loader of its own: the auth guard (client/routes.tsx) has loaded the user it shows.
  meta: () => ({ title: 'Orders' }),
  Component: Orders,
};

export default accountOrdersScreen;
