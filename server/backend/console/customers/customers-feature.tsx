import { sendPage } from '../console-context';
import { staffOf, type ConsoleFeature } from '../console-feature';
import { requireAction } from '../require-action';
import { NotFoundPage } from '../ui/message-pages';
import { CustomerPage, CustomerSearchPage, NewsletterPage } from './customer-pages';
import { confirmedSubscribers, customerDetail, searchCustomers, subscribersCsv } from './customer-queries';

// GET /customers (?q=), GET /customers/:id, GET /newsletter, GET /newsletter.csv. Read-only:
// owners and fulfilment (customers.view); editors are refused.

export const customersFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/customers', requireAction('customers.view'), (req, res) => {
      const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : '';
      sendPage(res, 200, <CustomerSearchPage staff={staffOf(res)} q={q} hits={searchCustomers(deps.db, q)} />);
    });

    router.get('/customers/:id', requireAction('customers.view'), (req, res) => {
      const raw = String(req.params.id);
      const customer = /^\d{1,12}$/.test(raw) ? customerDetail(deps.db, Number(raw)) : null;
      if (!customer) return sendPage(res, 404, <NotFoundPage />);
      sendPage(res, 200, <CustomerPage staff={staffOf(res)} customer={customer} />);
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
