import type { Request } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps, type ConsoleFeature } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { NotFoundPage } from '../ui/message-pages';
import { disableCustomer } from './customer-actions';
import { CUSTOMER_NOTICES, CustomerPage, CustomerSearchPage, NewsletterPage } from './customer-pages';
import { confirmedSubscribers, customerDetail, searchCustomers, subscribersCsv } from './customer-queries';

// GET /customers (?q=), GET /customers/:id, GET /newsletter, GET /newsletter.csv: owners and
// fulfilment (customers.view); editors are refused. POST /customers/:id/disable (reason): owners
// (customers.manage); the customer's sessions end at once.

const REASON_MESSAGE = 'Give a reason (at most 500 characters): it is kept in the activity log.';

const idOf = (req: Request) => {
  const raw = String(req.params.id);
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
};

function sendCustomer(req: Request, res: Parameters<typeof sendPage>[0], deps: ConsoleDeps, reasonError?: string) {
  const id = idOf(req);
  const customer = id === null ? null : customerDetail(deps.db, id);
  if (!customer) return sendPage(res, 404, <NotFoundPage />);
  const staff = staffOf(res);
  sendPage(
    res,
    reasonError ? 400 : 200,
    <CustomerPage
      staff={staff}
      customer={customer}
      canManage={can(staff.role, 'customers.manage')}
      notice={noticeFrom(req.query.notice, CUSTOMER_NOTICES)}
      reasonError={reasonError ?? null}
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

    router.get('/newsletter', requireAction('customers.view'), (_req, res) => {
      sendPage(res, 200, <NewsletterPage staff={staffOf(res)} subscribers={confirmedSubscribers(deps.db)} />);
    });

    router.get('/newsletter.csv', requireAction('customers.view'), (_req, res) => {
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(subscribersCsv(confirmedSubscribers(deps.db)));
    });
  },
};
