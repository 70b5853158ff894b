import { data, redirect, type ActionFunction } from 'react-router-dom';
import { ApiError } from '../../../shared/contract/api-client';
import {
  STOCK_ALERT_CONSENT_MESSAGE,
  STOCK_ALERT_INTENT,
  STOCK_ALERT_MESSAGES,
  STOCK_ALERT_NOTICE_PARAM,
  type StockAlertNotice,
} from '../../../shared/contract/stock-alert-values';
import { PRODUCT_VARIANT_PATH } from '../../../shared/routes/route-table';
import { fieldMessage, formErrorsFromApi, formErrorsFromZod, formText } from '../../lib/forms/form-errors';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { userQuery } from '../../lib/session/user-query';
import { STOCK_ALERT_ANCHOR, STOCK_ALERT_FIELDS, variantParamOf, type StockAlertAnswer } from './stock-alert-form';

// The product page's "Email me when it's back" form. A signed-in customer's press subscribes
// their own address; a visitor's needs an address and the consent box, and gets the same
// answer whatever the address. With JavaScript the answer shows in place; a form posted
// without it is answered 303 back to the product at that size, with the notice in the URL.

export function stockAlertAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request, params }) => {
    const form = await request.formData();
    const typed = formText(form, STOCK_ALERT_FIELDS);
    const variantId = typed.variantId.trim();
    const values = { email: typed.email };
    const refuse = (errors: StockAlertAnswer['errors'], status: number) =>
      data<StockAlertAnswer>({ intent: STOCK_ALERT_INTENT, errors, values, variantId }, { status });
    if (!variantId) return refuse({ form: STOCK_ALERT_MESSAGES.unknownSize, fields: {} }, 400);
    const user = await queryClient.ensureQueryData(userQuery(api)).catch(() => null);
    const { StockAlertSubscribe } = await import('../../../shared/contract/stock-alert');
    const input = StockAlertSubscribe.safeParse(
      user ? { variantId } : { variantId, email: typed.email, consent: form.has('consent') || undefined },
    );
    const errors = input.success ? { fields: {} } : formErrorsFromZod(input.error);
    // a visitor's two fields, named as the newsletter names them
    if (!user && typed.email.trim() === '') errors.fields.email = fieldMessage('is required');
    if (!user && !form.has('consent')) errors.fields.consent = fieldMessage(STOCK_ALERT_CONSENT_MESSAGE);
    if (!input.success || Object.keys(errors.fields).length) return refuse(errors, 400);
    let pending: boolean;
    try {
      ({ pending } = await api.call('stock-alert-subscribe', input.data));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return refuse(
        formErrorsFromApi(err, STOCK_ALERT_FIELDS),
        err.status >= 400 && err.status <= 599 ? err.status : 503,
      );
    }
    const notice: StockAlertNotice = pending ? 'sent' : 'on';
    if (deps.isServer) {
      const back = `${PRODUCT_VARIANT_PATH(params.handle ?? '', variantParamOf(variantId))}&${STOCK_ALERT_NOTICE_PARAM}=${notice}`;
      return redirect(`${back}#${STOCK_ALERT_ANCHOR}`);
    }
    return {
      intent: STOCK_ALERT_INTENT,
      variantId,
      done: pending ? STOCK_ALERT_MESSAGES.checkInbox : STOCK_ALERT_MESSAGES.subscribed,
    } satisfies StockAlertAnswer;
  };
}
