import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { useActionData, useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/format/date';
import { orderIdFromParam } from '../../features/account/account-paths';
import type { AccountAnswer } from '../../features/account/action-answers';
import { buyAgainAction } from '../../features/account/buy-again-action';
import { BuyAgainForm } from '../../features/account/components/BuyAgainForm';
import { AccountShell } from '../../features/account/components/AccountShell';
import { OrderDetail } from '../../features/account/components/OrderDetail';
import { orderQuery } from '../../features/account/queries';
import { useApp } from '../../lib/app/app-context';
import { pageNotFound, pathnameOf } from '../../lib/routing/route-errors';
import type { ScreenModule } from '../types';

function OrderPage() {
  const { api } = useApp();
  const { id } = useParams();
  // The loader answered 404 for anything that is not one of the customer's orders.
  const order = useSuspenseQuery(orderQuery(api, orderIdFromParam(id)!)).data!;
  const answer = useActionData() as AccountAnswer | undefined;
  return (
    <AccountShell
      title={`Order ${order.name}`}
      lead={`Placed ${formatDate(order.processedAt)}`}
      back={{ to: '/account/orders', label: 'All orders' }}
    >
      <BuyAgainForm order={order} answer={answer} />
      <OrderDetail order={order} />
    </AccountShell>
  );
}

const accountOrderScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ params, request }) => {
      const orderId = orderIdFromParam(params.id);
      // Someone else's order answers null upstream: the same 404 as an order that never was.
      if (!orderId || !(await queryClient.ensureQueryData(orderQuery(api, orderId)))) pageNotFound(pathnameOf(request));
      return null;
    },
  action: buyAgainAction,
  // The order's name (#1009), as its heading says, not the id in the path.
  meta: ({ params, queryClient, api }) => {
    const orderId = orderIdFromParam(params.id);
    const order = orderId ? queryClient.getQueryData(orderQuery(api, orderId).queryKey) : undefined;
    return { title: order ? `Order ${order.name}` : 'Order' };
  },
  Component: OrderPage,
};

export default accountOrderScreen;
