import { queryOptions } from '@tanstack/react-query';
import type { ActionFunction } from 'react-router-dom';
import type { ApiClient } from '../../../shared/contract/api-client';
import { STOCK_ALERT_MESSAGES } from '../../../shared/contract/stock-alert-values';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { ACCOUNT_QUERY_ROOT } from '../../lib/session/session-change';
import { done, formErrorsFromCall, intentOf, refused } from './action-answers';

// The account's "Stock alerts": the customer's waiting alerts, and Remove (a form per alert,
// so it works without JavaScript; the page answers with the list as it is now).

export const STOCK_ALERT_REMOVE_INTENT = 'remove-alert';

export const stockAlertsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'stock-alerts'],
    queryFn: async ({ signal }) => (await api.call('stock-alerts', {}, { signal })).alerts,
    staleTime: 0,
  });

export function stockAlertRemoveAction(deps: LoaderDeps): ActionFunction {
  return async ({ request }) => {
    const form = await request.formData();
    const intent = intentOf(form);
    const id = String(form.get('id') ?? '').trim();
    if (intent !== STOCK_ALERT_REMOVE_INTENT || !/^\d{1,15}$/.test(id)) {
      return refused({
        intent,
        errors: { form: 'This form cannot be sent. Reload the page and try again.', fields: {} },
      });
    }
    try {
      await deps.api.call('stock-alert-remove', { id });
    } catch (err) {
      return refused({ intent, errors: formErrorsFromCall(err, []) });
    }
    // removed or already gone: either way it is not in the list any more
    await deps.queryClient.invalidateQueries({ queryKey: stockAlertsQuery(deps.api).queryKey });
    return done({ intent, id, done: STOCK_ALERT_MESSAGES.removed });
  };
}
