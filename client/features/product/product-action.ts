import type { ActionFunction } from 'react-router-dom';
import { STOCK_ALERT_INTENT } from '../../../shared/contract/stock-alert-values';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { reviewAction } from './review-action';
import { stockAlertAction } from './stock-alert-action';

// The product page's forms post to the page: "Email me when it's back" names its intent, the
// review form is everything else (as before there was a second form).

export function productAction(deps: LoaderDeps): ActionFunction {
  const review = reviewAction(deps);
  const alert = stockAlertAction(deps);
  return async (args) => {
    const intent = (await args.request.clone().formData()).get('intent');
    return intent === STOCK_ALERT_INTENT ? alert(args) : review(args);
  };
}
