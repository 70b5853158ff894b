import type { Request } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps, type ConsoleFeature } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { NotFoundPage } from '../ui/message-pages';
import { unsubscribeLink } from '../../newsletter/unsubscribe';
import { disableCustomer, resendActivation } from './customer-actions';
import { CUSTOMER_NOTICES, CustomerPage, CustomerSearchPage, NewsletterPage } from './customer-pages';
import { confirmedSubscribers, customerDetail, searchCustomers, subscribersCsv } from './customer-queries';

// GET /customers (?q=), GET /customers/:id, GET /newsletter, GET /newsletter.csv: owners and
// fulfilment (customers.view); editors are refused. POST /customers/:id/disable (reason): owners
// (customers.manage); the customer's sessions end at once. POST /customers/:id/resend-activation:
// owners; the shop's activation mail again, with a fresh link.

const REASON_MESSAGE = 'Give a reason (at most 500 characters): it is kept in the activity log.';

const idOf = (req: Request) => {
  const raw = String(req.params.id);
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
};

const RESEND_REFUSED = {
  active: 'This account is already active: the customer signs in, or uses "Forgot your password?" on the shop.',
  disabled: 'This account is disabled: a disabled customer is sent no activation e-mail.',
} as const;

function sendCustomer(
  req: Request,
  res: Parameters<typeof sendPage>[0],
  deps: ConsoleDeps,
  reasonError?: string,
  resendError?: string,
) {
  const id = idOf(req);
  const customer = id === null ? null : customerDetail(deps.db, id);
  if (!customer) return sendPage(res, 404, <NotFoundPage />);
  const staff = staffOf(res);
  sendPage(
    res,
    resendError ? 409 : reasonError ? 400 : 200,
    <CustomerPage
      staff={staff}
      customer={customer}
      canManage={can(staff.role, 'customers.manage')}
      notice={noticeFrom(req.query.notice, CUSTOMER_NOTICES)}
      reasonError={reasonError ?? null}
      resendError={resendError ?? null}
    />,
  );
}

export const customersFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/customers', requireAction('customers.view'), (req, res) => {
      const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : '';
      sendPage(res, 200, <CustomerSearchPage staff={staffOf(res)} q={q} hits={searchCustomers(deps.db, q)} />);
    });

    router.get('/customers/:id', requireAction('customers.view'), (req, res) => sendCustomer(req, res, deps));

    router.post('/customers/:id/disable', requireAction('customers.manage'), (req, res) => {
      const id = idOf(req);
      const raw = (req.body as Record<string, unknown> | undefined)?.reason;
      const reason = typeof raw === 'string' ? raw.trim() : '';
      if (reason === '' || reason.length > 500) return sendCustomer(req, res, deps, REASON_MESSAGE);
      if (id === null || disableCustomer(deps.db, staffOf(res), id, reason, deps.now()) === null)
        return sendPage(res, 404, <NotFoundPage />);
      res.redirect(303, `/customers/${id}?notice=disabled`);
    });

    router.post('/customers/:id/resend-activation', requireAction('customers.manage'), (req, res) => {
      const id = idOf(req);
      const outcome =
        id === null
          ? 'missing'
          : resendActivation(deps.db, staffOf(res), id, {
              secret: deps.linkSecret,
              siteUrl: deps.siteUrl,
              now: deps.now(),
              onMail: deps.onMail,
            });
      if (outcome === 'missing') return sendPage(res, 404, <NotFoundPage />);
      if (outcome !== 'sent') return sendCustomer(req, res, deps, undefined, RESEND_REFUSED[outcome]);
      res.redirect(303, `/customers/${id}?notice=activation-sent`);
    });

    router.get('/newsletter', requireAction('customers.view'), (_req, res) => {
      sendPage(res, 200, <NewsletterPage staff={staffOf(res)} subscribers={confirmedSubscribers(deps.db)} />);
    });

    router.get('/newsletter.csv', requireAction('customers.view'), (_req, res) => {
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(
          subscribersCsv(confirmedSubscribers(deps.db), (email) =>
            unsubscribeLink(deps.linkSecret, deps.siteUrl, email),
          ),
        );
    });
  },
};
