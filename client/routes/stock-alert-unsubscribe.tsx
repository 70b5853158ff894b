import { data, Form, Link, useActionData, useLocation } from 'react-router-dom';
import { STOCK_ALERT_MESSAGES } from '../../shared/contract/stock-alert-values';
import { FormAlert } from '../components/ui/form/FormAlert';
import { SubmitButton } from '../components/ui/form/SubmitButton';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /back-in-stock/unsubscribe?email=…&signature=…: the leave link of every stock alert mail.
// Opening it changes nothing; the button ends every alert of the address at once.

interface UnsubscribeAnswer {
  done?: string;
  error?: string;
}

const refusedLink = () => data<UnsubscribeAnswer>({ error: STOCK_ALERT_MESSAGES.unsubscribeInvalid }, { status: 400 });

export const stockAlertUnsubscribeAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const { Email } = await import('../../shared/contract/fields');
    const { UnsubscribeSignature } = await import('../../shared/contract/newsletter');
    const form = await request.formData();
    const email = Email.safeParse(form.get('email') ?? '');
    const signature = UnsubscribeSignature.safeParse(form.get('signature') ?? '');
    if (!email.success || !signature.success) return refusedLink();
    const { unsubscribed } = await deps.api.call('stock-alert-unsubscribe', {
      email: email.data,
      signature: signature.data,
    });
    return unsubscribed ? ({ done: STOCK_ALERT_MESSAGES.unsubscribed } satisfies UnsubscribeAnswer) : refusedLink();
  };

function StockAlertUnsubscribe() {
  const answer = useActionData<UnsubscribeAnswer>();
  const query = new URLSearchParams(useLocation().search);
  const email = query.get('email') ?? '';
  return (
    <div className="newsletter-page">
      <h1>Stop stock alerts</h1>
      {answer?.done ? (
        <>
          <FormAlert done={answer.done} />
          <p>
            <Link to="/shop">Shop all skincare</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="newsletter-confirm-form">
          <FormAlert error={answer?.error} />
          {answer?.error ? null : (
            <>
              <p>Stop every “Email me when it’s back” alert to {email || 'this address'}?</p>
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="signature" value={query.get('signature') ?? ''} />
              <SubmitButton pendingText="Stopping…">Stop my stock alerts</SubmitButton>
            </>
          )}
        </Form>
      )}
    </div>
  );
}

const stockAlertUnsubscribeScreen: ScreenModule = {
  action: stockAlertUnsubscribeAction,
  meta: () => ({ title: 'Stop stock alerts', robots: 'noindex, nofollow' }),
  Component: StockAlertUnsubscribe,
};

export default stockAlertUnsubscribeScreen;
