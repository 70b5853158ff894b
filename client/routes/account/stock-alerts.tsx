import { useActionData } from 'react-router-dom';
import { Form } from '../../lib/forms/route-form';
import { formatDate } from '../../../shared/format/date';
import { PRODUCT_VARIANT_PATH } from '../../../shared/routes/route-table';
import { FormAlert } from '../../components/ui/form/FormAlert';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import type { AccountAnswer } from '../../features/account/action-answers';
import { AccountShell } from '../../features/account/components/AccountShell';
import {
  STOCK_ALERT_REMOVE_INTENT,
  stockAlertRemoveAction,
  stockAlertsQuery,
} from '../../features/account/stock-alerts';
import { variantParamOf } from '../../features/product/stock-alert-form';
import { useApp } from '../../lib/app/app-context';
import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import type { ScreenModule } from '../types';

function StockAlerts() {
  const { api } = useApp();
  const { data: alerts } = useSuspenseQuery(stockAlertsQuery(api));
  const answer = useActionData() as AccountAnswer | undefined;
  return (
    <AccountShell
      title="Stock alerts"
      lead="Sizes you asked us to e-mail you about when they are back in stock. Each alert is sent once."
    >
      <FormAlert error={answer?.errors?.form} done={answer?.done} />
      {alerts.length ? (
        <ul className="address-list stock-alert-list">
          {alerts.map((a) => (
            <li key={a.id} className="address-card stock-alert-card" id={`stock-alert-${a.id}`}>
              <h2 className="stock-alert-title">
                <a href={PRODUCT_VARIANT_PATH(a.handle, variantParamOf(a.variantId))}>{a.productTitle}</a>
              </h2>
              <p className="stock-alert-meta">
                {a.variantTitle} · asked on {formatDate(a.createdAt)}
              </p>
              <p className="form-hint">
                {a.inStock
                  ? 'Back in stock: your e-mail is on its way.'
                  : 'Sold out: we will e-mail you when it is back.'}
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value={STOCK_ALERT_REMOVE_INTENT} />
                <input type="hidden" name="id" value={a.id} />
                <SubmitButton
                  variant="outlined"
                  compact
                  pendingText="Removing…"
                  name="intent"
                  value={STOCK_ALERT_REMOVE_INTENT}
                >
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    the alert for {a.productTitle}, {a.variantTitle}
                  </span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <p>You have no stock alerts. On a sold-out size, choose “Email me when it’s back”.</p>
          <a className="btn btn-outlined btn-primary" href="/shop">
            Browse the shop
          </a>
        </div>
      )}
    </AccountShell>
  );
}

const accountStockAlertsScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async () => {
      await queryClient.ensureQueryData(stockAlertsQuery(api));
      return null;
    },
  action: stockAlertRemoveAction,
  meta: () => ({ title: 'Stock alerts', robots: 'noindex, nofollow' }),
  Component: StockAlerts,
};

export default accountStockAlertsScreen;
