import { formatMoney } from '../../../../shared/format/money';
import { sendPage, type ConsoleContext } from '../console-context';
import { staffOf, type ConsoleFeature, type SignedInStaff } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { ConsoleLayout } from '../ui/console-layout';
import { MostWanted, mostWantedSoldOut, type WantedSize } from './most-wanted';
import { overview, type Overview, type StockLine } from './overview-queries';
import { SizesTable } from './sizes-table';

// The first screen after sign-in: how the shop is doing today and this week, and what waits
// for someone (orders to ship, reviews to moderate, stock to reorder). Each figure links to the
// screen that acts on it when the role may open it.

const money = (cents: number) => formatMoney(cents / 100);

function Figure({ label, value, href }: { label: string; value: string | number; href?: string | null }) {
  return (
    <div className="console-figure">
      <dt>{label}</dt>
      <dd>{href ? <a href={href}>{value}</a> : value}</dd>
    </div>
  );
}

function StockList({
  title,
  lines,
  count,
  empty,
  stockLinks,
}: {
  title: string;
  lines: StockLine[];
  count: number;
  empty: string;
  stockLinks: boolean;
}) {
  return (
    <section className="console-panel">
      <h2>
        {title} <span className="console-count">{count}</span>
      </h2>
      {lines.length === 0 ? (
        <p className="console-hint">{empty}</p>
      ) : (
        <SizesTable rows={lines.map((l) => ({ ...l, figure: l.inventory }))} figure="On hand" stockLinks={stockLinks} />
      )}
      {count > lines.length ? <p className="console-hint">and {count - lines.length} more</p> : null}
    </section>
  );
}

export function OverviewPage({
  staff,
  data,
  threshold,
  wanted = [],
}: {
  staff: SignedInStaff;
  data: Overview;
  threshold: number;
  wanted?: WantedSize[];
}) {
  const link = (href: string, action: Parameters<typeof can>[1]) => (can(staff.role, action) ? href : null);
  const stockLinks = can(staff.role, 'stock.view');
  return (
    <ConsoleLayout title="Overview" staff={staff} current="/">
      <dl className="console-figures">
        <Figure label="Orders today" value={data.today.orders} href={link('/orders', 'orders.view')} />
        <Figure label="Revenue today" value={money(data.today.revenueCents)} />
        <Figure label="Orders this week" value={data.week.orders} href={link('/orders', 'orders.view')} />
        <Figure label="Revenue this week" value={money(data.week.revenueCents)} />
        <Figure
          label="Waiting to ship"
          value={data.waitingToShip}
          href={link('/orders?status=processing', 'orders.view')}
        />
        <Figure label="Reviews waiting" value={data.reviewsWaiting} href={link('/reviews', 'reviews.view')} />
        <Figure label="Low on stock" value={data.lowStock.count} href={link('/stock?low=1', 'stock.view')} />
        <Figure label="Sold out" value={data.soldOut.count} href={link('/stock?soldout=1', 'stock.view')} />
        <Figure label="Newsletter sign-ups this week" value={data.newsletterThisWeek} />
      </dl>
      <p className="console-hint">Days and weeks in UTC; weeks start on Monday. Cancelled orders are left out.</p>
      <MostWanted sizes={wanted} stockLinks={stockLinks} />
      <div className="console-columns">
        <StockList
          title="Sold out"
          lines={data.soldOut.first}
          count={data.soldOut.count}
          empty="Nothing is sold out."
          stockLinks={stockLinks}
        />
        <StockList
          title={`Low on stock (${threshold} or fewer)`}
          lines={data.lowStock.first}
          count={data.lowStock.count}
          empty="Nothing is running low."
          stockLinks={stockLinks}
        />
      </div>
    </ConsoleLayout>
  );
}

export function overviewFeature(ctx: ConsoleContext): ConsoleFeature {
  return {
    mount(router, deps) {
      router.get('/', requireAction('overview.view'), (_req, res) => {
        const data = overview(deps.db, deps.now(), ctx.lowStockThreshold);
        const wanted = mostWantedSoldOut(deps.db);
        sendPage(
          res,
          200,
          <OverviewPage staff={staffOf(res)} data={data} threshold={ctx.lowStockThreshold} wanted={wanted} />,
        );
      });
    },
  };
}
