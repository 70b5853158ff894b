import { useLocation } from 'react-router-dom';
import { STOCK_ALERT_MESSAGES } from '../../shared/contract/stock-alert-values';
import { MailLinkPage, refusedMailLink, type MailLinkAnswer } from '../components/mail-link/MailLinkPage';
import { readUnsubscribeLink, unsubscribeFields } from '../components/mail-link/unsubscribe-link';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import type { ScreenModule } from './types';

// /back-in-stock/unsubscribe?email=…&signature=…: the leave link of every stock alert mail.
// The button ends every alert of the address at once.

export const stockAlertUnsubscribeAction =
  (deps: LoaderDeps) =>
  async ({ request }: { request: Request }) => {
    const link = await readUnsubscribeLink(request);
    if (!link) return refusedMailLink(STOCK_ALERT_MESSAGES.unsubscribeInvalid);
    const { unsubscribed } = await deps.api.call('stock-alert-unsubscribe', link);
    return unsubscribed
      ? ({ done: STOCK_ALERT_MESSAGES.unsubscribed } satisfies MailLinkAnswer)
      : refusedMailLink(STOCK_ALERT_MESSAGES.unsubscribeInvalid);
  };

function StockAlertUnsubscribe() {
  const fields = unsubscribeFields(useLocation().search);
  return (
    <MailLinkPage
      heading="Stop stock alerts"
      question={`Stop every “Email me when it’s back” alert to ${fields.email || 'this address'}?`}
      fields={fields}
      submitText="Stop my stock alerts"
      pendingText="Stopping…"
    />
  );
}

const stockAlertUnsubscribeScreen: ScreenModule = {
  action: stockAlertUnsubscribeAction,
  meta: () => ({ title: 'Stop stock alerts', robots: 'noindex, nofollow' }),
  Component: StockAlertUnsubscribe,
};

export default stockAlertUnsubscribeScreen;
