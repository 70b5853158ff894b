import type { ActionFunction } from 'react-router-dom';
import { STOCK_ALERT_INTENT } from '../../../shared/contract/stock-alert-values';
import type { LoaderDeps } from '../../lib/routing/loader-deps';

// The product page's forms post to the page: "Email me when it's back" names its intent, the
// review form is everything else. Each action loads with its first post, not with the page
// (decision 018's first-load budget).

export function productAction(deps: LoaderDeps): ActionFunction {
  return async (args) => {
    const intent = (await args.request.clone().formData()).get('intent');
    if (intent !== STOCK_ALERT_INTENT) {
      const { reviewAction } = await import('./review-action');
      return reviewAction(deps)(args);
    }
    const { stockAlertAction } = await import('./stock-alert-action');
    return stockAlertAction(deps)(args);
  };
}
