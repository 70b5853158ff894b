import { shopDate } from '../../carts/discount-eligibility';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import type { CustomerDetail, CustomerHit, Subscriber } from './customer-queries';

// The Customers screen (search by e-mail or name; one customer's orders, subscriptions and
// addresses) and the Newsletter screen (confirmed subscribers, their consent's time and place,
// the CSV export). Read-only.

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function CustomerSearchPage({ staff, q, hits }: { staff: SignedInStaff; q: string; hits: CustomerHit[] }) {
  return (
    <ConsoleLayout title="Customers" staff={staff} current="/customers">
      <form method="get" action="/customers" className="console-filters" role="search">
        <div className="console-field">
          <label htmlFor="customer-q">Search e-mail or name</label>
          <input id="customer-q" name="q" type="search" defaultValue={q} />
        </div>
        <button type="submit">Search</button>
      </form>
      <p>
        <a href="/newsletter">Newsletter subscribers</a>
      </p>
      <div className="console-table-wrap">
        <table className="console-table console-cards">
          <caption className="console-visually-hidden">Customers</caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Account</th>
              <th scope="col">Orders</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {hits.length === 0 ? (
              <tr>
                <td colSpan={4}>No customer matches.</td>
              </tr>
            ) : (
              hits.map((c) => (
                <tr key={c.id}>
                  <td>
                    <a href={`/customers/${c.id}`}>{c.email}</a>
                    {c.name ? <span className="console-hint"> {c.name}</span> : null}
                  </td>
                  <td data-label="Account">{c.activated ? 'Active' : 'Invited, not activated'}</td>
                  <td data-label="Orders" className="console-num">
                    {c.orders}
                  </td>
                  <td data-label="Since">{shopDate(c.createdAt)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </ConsoleLayout>
  );
}

export const CUSTOMER_NOTICES: Record<string, string> = {
  disabled: 'Customer disabled: they are signed out and cannot sign in.',
  'activation-sent': 'Activation e-mail sent with a new link; links sent before no longer work.',
};

export function CustomerPage({
  staff,
  customer,
  canManage,
  notice,
  reasonError,
  resendError,
}: {
  staff: SignedInStaff;
  customer: CustomerDetail;
  canManage: boolean;
  notice?: string | null;
  reasonError?: string | null;
  resendError?: string | null;
}) {
  return (
    <ConsoleLayout title={customer.name || customer.email} staff={staff} current="/customers" notice={notice ?? null}>
      <p>
        <a href="/customers">← All customers</a>
      </p>
      <section className="console-panel">
        {resendError ? (
          <p className="console-error" role="alert">
            {resendError}
          </p>
        ) : null}
        <dl className="console-facts">
          <dt>E-mail</dt>
          <dd>{customer.email}</dd>
          <dt>Phone</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt>Account</dt>
          <dd>
            {customer.disabledAt
              ? `Disabled on ${shopDate(customer.disabledAt)}`
              : customer.activated
                ? 'Active'
                : 'Invited, not activated'}
          </dd>
          <dt>Marketing e-mails</dt>
          <dd>{customer.acceptsMarketing ? 'Yes' : 'No'}</dd>
          <dt>Customer since</dt>
          <dd>{shopDate(customer.createdAt)}</dd>
        </dl>
        {canManage && !customer.disabledAt && !customer.activated ? (
          <PostForm action={`/customers/${customer.id}/resend-activation`} csrfToken={staff.csrfToken}>
            <button type="submit">Resend activation e-mail</button>
          </PostForm>
        ) : null}
        {canManage && !customer.disabledAt ? (
          <PostForm action={`/customers/${customer.id}/disable`} csrfToken={staff.csrfToken} className="console-form">
            <div className={reasonError ? 'console-field console-field-error' : 'console-field'}>
              <label htmlFor="disable-reason">Reason for disabling (kept in the activity log)</label>
              <input
                id="disable-reason"
                name="reason"
                type="text"
                required
                maxLength={500}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? 'disable-reason-error' : undefined}
              />
              {reasonError ? (
                <p className="console-error" id="disable-reason-error">
                  {reasonError}
                </p>
              ) : null}
            </div>
            <button type="submit" className="console-danger">
              Disable customer
            </button>
          </PostForm>
        ) : null}
      </section>
      <h2>Orders</h2>
      {customer.orderList.length === 0 ? (
        <p>No orders.</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table console-cards">
            <caption className="console-visually-hidden">Orders</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {customer.orderList.map((o) => (
                <tr key={o.number}>
                  <td>
                    <a href={`/orders/${o.number}`}>#{o.number}</a>
                  </td>
                  <td data-label="Placed">{shopDate(o.placedAt)}</td>
                  <td data-label="Status">{o.status}</td>
                  <td data-label="Total" className="console-num">
                    {money(o.totalCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Subscriptions</h2>
      {customer.subscriptions.length === 0 ? (
        <p>No subscriptions.</p>
      ) : (
        <ul>
          {customer.subscriptions.map((s) => (
            <li key={s.id}>
              {s.handle} ({s.sku}): {s.status}, next delivery {shopDate(s.nextDelivery)}
            </li>
          ))}
        </ul>
      )}
      <h2>Addresses</h2>
      {customer.addresses.length === 0 ? (
        <p>No addresses.</p>
      ) : (
        <ul className="console-addresses">
          {customer.addresses.map((a) => (
            <li key={a.id}>
              {a.isDefault ? <strong>Default address</strong> : null}
              {a.lines.map((l, i) => (
                <span key={i}>
                  <br />
                  {l}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </ConsoleLayout>
  );
}

export function NewsletterPage({ staff, subscribers }: { staff: SignedInStaff; subscribers: Subscriber[] }) {
  return (
    <ConsoleLayout title="Newsletter subscribers" staff={staff} current="/customers">
      <p>
        {subscribers.length} confirmed subscribers. <a href="/newsletter.csv">Download as CSV</a>
      </p>
      <div className="console-table-wrap">
        <table className="console-table console-cards">
          <caption className="console-visually-hidden">Confirmed newsletter subscribers</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Consent given</th>
              <th scope="col">Where</th>
              <th scope="col">Confirmed</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((s) => (
              <tr key={s.email}>
                <td>{s.email}</td>
                <td data-label="Consent given">{s.consentAt}</td>
                <td data-label="Where">{s.formLocation}</td>
                <td data-label="Confirmed">{s.confirmedAt}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsoleLayout>
  );
}
