import { useLocation } from 'react-router-dom';
import { STOCK_ALERT_MESSAGES } from '../../shared/contract/stock-alert-values';
import { MailLinkPage, refusedMailLink, SHOP_ALL, type MailLinkAnswer } from '../components/mail-link/MailLinkPage';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /back-in-stock/confirm?token=…: a visitor's "Email me when it's back" confirmation link; the
// button confirms, as the newsletter's double opt-in does, and leads back to the product.

export const stockAlertConfirmAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const { StockAlertToken } = await import('../../shared/contract/stock-alert');
    const token = StockAlertToken.safeParse((await request.formData()).get('token') ?? '');
    if (!token.success) return refusedMailLink(STOCK_ALERT_MESSAGES.linkInvalid);
    const { confirmed, handle } = await deps.api.call('stock-alert-confirm', { token: token.data });
    if (!confirmed) return refusedMailLink(STOCK_ALERT_MESSAGES.linkInvalid);
    return {
      done: STOCK_ALERT_MESSAGES.confirmed,
      ...(handle && { next: { to: `/products/${handle}`, label: 'Back to the product' } }),
    } satisfies MailLinkAnswer;
  };

function StockAlertConfirm() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <MailLinkPage
      heading="Confirm your stock alert"
      question="One more step: confirm that we may e-mail this address once, when the size is back in stock."
      fields={{ token }}
      submitText="Confirm my alert"
      pendingText="Confirming…"
      retry={SHOP_ALL}
    />
  );
}

const stockAlertConfirmScreen: ScreenModule = {
  action: stockAlertConfirmAction,
  meta: () => ({ title: 'Confirm your stock alert', robots: 'noindex, nofollow' }),
  Component: StockAlertConfirm,
};

export default stockAlertConfirmScreen;
