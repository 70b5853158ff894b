import { data, Form, Link, useActionData, useLocation } from 'react-router-dom';
import { STOCK_ALERT_MESSAGES } from '../../shared/contract/stock-alert-values';
import { FormAlert } from '../components/ui/form/FormAlert';
import { SubmitButton } from '../components/ui/form/SubmitButton';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /back-in-stock/confirm?token=…: a visitor's "Email me when it's back" confirmation link.
// Opening it changes nothing (mail scanners open links too); the button confirms, as the
// newsletter's double opt-in does.

interface ConfirmAnswer {
  done?: string;
  error?: string;
  handle?: string;
}

const refusedLink = () => data<ConfirmAnswer>({ error: STOCK_ALERT_MESSAGES.linkInvalid }, { status: 400 });

export const stockAlertConfirmAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const { StockAlertToken } = await import('../../shared/contract/stock-alert');
    const token = StockAlertToken.safeParse((await request.formData()).get('token') ?? '');
    if (!token.success) return refusedLink();
    const { confirmed, handle } = await deps.api.call('stock-alert-confirm', { token: token.data });
    if (!confirmed) return refusedLink();
    return { done: STOCK_ALERT_MESSAGES.confirmed, ...(handle && { handle }) } satisfies ConfirmAnswer;
  };

function StockAlertConfirm() {
  const answer = useActionData<ConfirmAnswer>();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <div className="newsletter-page">
      <h1>Confirm your stock alert</h1>
      {answer?.done ? (
        <>
          <FormAlert done={answer.done} />
          <p>
            <Link to={answer.handle ? `/products/${answer.handle}` : '/shop'}>
              {answer.handle ? 'Back to the product' : 'Shop all skincare'}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="newsletter-confirm-form">
          <FormAlert error={answer?.error} />
          {answer?.error ? (
            <p>
              <Link to="/shop">Shop all skincare</Link>
            </p>
          ) : (
            <>
              <p>One more step: confirm that we may e-mail this address once, when the size is back in stock.</p>
              <input type="hidden" name="token" value={token} />
              <SubmitButton pendingText="Confirming…">Confirm my alert</SubmitButton>
            </>
          )}
        </Form>
      )}
    </div>
  );
}

const stockAlertConfirmScreen: ScreenModule = {
  action: stockAlertConfirmAction,
  meta: () => ({ title: 'Confirm your stock alert', robots: 'noindex, nofollow' }),
  Component: StockAlertConfirm,
};

export default stockAlertConfirmScreen;
