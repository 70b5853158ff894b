import type { Request, Response } from 'express';
import { offeredActions } from '../../../../shared/rules/order-transitions';
import { noticeFrom, sendPage as send } from '../console-context';
import { staffOf, type ConsoleDeps, type ConsoleFeature, type SignedInStaff } from '../console-feature';
import { requireAction } from '../require-action';
import { ConsoleLayout } from '../ui/console-layout';
import type { FormName, FormProblem } from './order-action-forms';
import { OrderDetailPage } from './order-detail-page';
import {
  parseCancelForm,
  parseNoteForm,
  parseRefundForm,
  parseShipForm,
  postedVersion,
  type Parsed,
  type Posted,
} from './order-form-input';
import { listOrders, parseListFilters } from './order-list-query';
import {
  addNote,
  cancelOrder,
  CONFLICT_MESSAGE,
  refundOrder,
  shipOrder,
  type OperationEnv,
  type OperationResult,
} from './order-operations';
import { loadOrderRecord, orderIdByNumber, type OrderRecord } from './order-record';
import { OrdersListPage } from './orders-list-page';

// The orders screens: GET /orders, GET /orders/:number and one POST per action. Every action
// checks the role on the server whatever the page offered; a refused post answers 400 with the
// sentence next to its field, a stale one 409 with the fresh order, a done one 303 to the order
// with a notice.

const notices = (n: number) => ({
  shipped: `Order #${n} shipped; the customer was e-mailed the tracking link.`,
  cancelled: `Order #${n} cancelled; its stock is back on sale and the customer was e-mailed.`,
  refunded: `Refund recorded for order #${n}; the customer was e-mailed.`,
  noted: 'Note added.',
});

/** The field a refusal of the transition rules is shown next to, per form. */
const RULE_FIELD: Record<FormName, string> = { ship: 'lines', cancel: 'reason', refund: 'lines', note: 'note' };

function Message({ staff, title, text }: { staff: SignedInStaff; title: string; text: string }) {
  return (
    <ConsoleLayout title={title} staff={staff} current="/orders">
      <p>{text}</p>
      <p>
        <a href="/orders">All orders</a>
      </p>
    </ConsoleLayout>
  );
}

function orderOf(deps: ConsoleDeps, req: Request): OrderRecord | null {
  const raw = String(req.params.number ?? '');
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = orderIdByNumber(deps.db, Number(raw));
  return id === null ? null : loadOrderRecord(deps.db, id);
}

function notFound(res: Response) {
  send(res, 404, <Message staff={staffOf(res)} title="Order not found" text="There is no order with that number." />);
}

interface ActionSpec<T> {
  form: FormName;
  parse: (body: Posted, order: OrderRecord) => Parsed<T>;
  /** the version is not asked (notes) */
  unversioned?: boolean;
  run: (env: OperationEnv, order: OrderRecord, version: number, value: T) => OperationResult;
  notice: keyof ReturnType<typeof notices>;
}

function handle<T>(deps: ConsoleDeps, spec: ActionSpec<T>) {
  return (req: Request, res: Response) => {
    const staff = staffOf(res);
    const order = orderOf(deps, req);
    if (!order) return notFound(res);
    const body = (req.body ?? {}) as Posted;
    const again = (status: number, extra: { problem?: FormProblem; conflict?: string; fresh?: OrderRecord }) =>
      send(
        res,
        status,
        <OrderDetailPage
          staff={staff}
          order={extra.fresh ?? order}
          problem={extra.problem ?? null}
          conflict={extra.conflict ?? null}
        />,
      );
    const version = spec.unversioned ? order.version : postedVersion(body);
    if (version === null) return again(409, { conflict: CONFLICT_MESSAGE });
    const parsed = spec.parse(body, order);
    if (!parsed.ok) return again(400, { problem: { form: spec.form, errors: parsed.errors, values: body } });
    const env: OperationEnv = {
      db: deps.db,
      now: deps.now(),
      actor: staff,
      siteUrl: deps.siteUrl,
      changes: deps.changes,
      onMail: deps.onMail,
      onBackInStock: deps.onBackInStock,
    };
    const result = spec.run(env, order, version, parsed.value);
    switch (result.kind) {
      case 'missing':
        return notFound(res);
      case 'conflict':
        return again(409, { conflict: result.message, fresh: result.order });
      case 'refused': {
        const offered = offeredActions(result.order);
        const stillOffered = spec.form === 'note' || offered[spec.form];
        const problem = { form: spec.form, errors: { [RULE_FIELD[spec.form]]: result.message }, values: body };
        return again(
          400,
          stillOffered ? { problem, fresh: result.order } : { conflict: result.message, fresh: result.order },
        );
      }
      case 'done':
        return res.redirect(303, `/orders/${order.number}?notice=${spec.notice}`);
    }
  };
}

const lineIds = (o: OrderRecord) => o.lines.map((l) => l.id);

export const ordersFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/orders', requireAction('orders.view'), (req, res) => {
      const { filters, errors } = parseListFilters(req.query as Record<string, unknown>);
      const { rows, total } = listOrders(deps.db, filters);
      send(
        res,
        Object.keys(errors).length > 0 ? 400 : 200,
        <OrdersListPage staff={staffOf(res)} filters={filters} errors={errors} rows={rows} total={total} />,
      );
    });

    router.get('/orders/:number', requireAction('orders.view'), (req, res) => {
      const order = orderOf(deps, req);
      if (!order) return notFound(res);
      const notice = noticeFrom(req.query.notice, notices(order.number));
      send(res, 200, <OrderDetailPage staff={staffOf(res)} order={order} notice={notice} />);
    });

    router.post(
      '/orders/:number/ship',
      requireAction('orders.ship'),
      handle(deps, {
        form: 'ship',
        parse: (body, o) => parseShipForm(body, lineIds(o)),
        run: (env, o, version, value) => shipOrder(env, o.id, version, value),
        notice: 'shipped',
      }),
    );
    router.post(
      '/orders/:number/cancel',
      requireAction('orders.cancel'),
      handle(deps, {
        form: 'cancel',
        parse: (body) => parseCancelForm(body),
        run: (env, o, version, reason) => cancelOrder(env, o.id, version, reason),
        notice: 'cancelled',
      }),
    );
    router.post(
      '/orders/:number/refund',
      requireAction('orders.refund'),
      handle(deps, {
        form: 'refund',
        parse: (body, o) => parseRefundForm(body, lineIds(o)),
        run: (env, o, version, { request, reason }) => refundOrder(env, o.id, version, request, reason),
        notice: 'refunded',
      }),
    );
    router.post(
      '/orders/:number/note',
      requireAction('orders.note'),
      handle(deps, {
        form: 'note',
        unversioned: true,
        parse: (body) => parseNoteForm(body),
        run: (env, o, _version, note) => addNote(env, o.id, note),
        notice: 'noted',
      }),
    );
  },
};
