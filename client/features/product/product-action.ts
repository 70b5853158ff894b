import type { ActionFunction } from 'react-router-dom';
import { STOCK_ALERT_INTENT } from '../../../shared/contract/stock-alert-values';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { reviewAction } from './review-action';

// The product page's forms post to the page: "Email me when it's back" names its intent, the
// review form is everything else. The alert's action loads with its first press, not with the
// page (most sizes are on sale; decision 018's first-load budget).

export function productAction(deps: LoaderDeps): ActionFunction {
  const review = reviewAction(deps);
  return async (args) => {
    const intent = (await args.request.clone().formData()).get('intent');
    if (intent !== STOCK_ALERT_INTENT) return review(args);
    const { stockAlertAction } = await import('./stock-alert-action');
    return stockAlertAction(deps)(args);
  };
}
