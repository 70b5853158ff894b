import { formatMoney } from '../format/money';

// What may happen to a placed order next, as plain rules over what the order holds. The
// console offers only what these allow and its operations check them again inside their
// transaction; a refused change says why in one sentence.
//
// processing ──ship some──▶ processing ──ship the rest──▶ shipped
//     │                                                  (nothing ships twice)
//     └──cancel (nothing shipped yet)──▶ cancelled        (never ships, never refunds)
// any but cancelled/refunded ──refund──▶ refunded once everything paid is paid back.
//
// Seeded or older orders marked shipped/fulfilled carry no shipment rows: their status alone
// says every line has gone.

export type OrderStatus = 'processing' | 'shipped' | 'fulfilled' | 'cancelled' | 'refunded';

export interface FactLine {
  id: number;
  quantity: number;
  /** price of one unit, 0 for a free gift */
  priceCents: number;
  shipped: number;
  refunded: number;
}

export interface OrderFacts {
  status: OrderStatus;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  refundedCents: number;
  lines: FactLine[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

export function paidCents(o: OrderFacts): number {
  return o.subtotalCents - o.discountCents + o.shippingCents + o.taxCents;
}

export function refundableCents(o: OrderFacts): number {
  return Math.max(0, paidCents(o) - o.refundedCents);
}

export function toShip(o: OrderFacts, line: FactLine): number {
  if (o.status === 'shipped' || o.status === 'fulfilled') return 0;
  return Math.max(0, line.quantity - line.shipped);
}

function anythingShipped(o: OrderFacts): boolean {
  return o.status === 'shipped' || o.status === 'fulfilled' || o.lines.some((l) => l.shipped > 0);
}

export interface Offered {
  ship: boolean;
  cancel: boolean;
  refund: boolean;
}

/** The actions the order's page offers now. */
export function offeredActions(o: OrderFacts): Offered {
  return {
    ship: shipRefusal(o) === null,
    cancel: cancelRefusal(o) === null,
    refund: refundRefusal(o) === null,
  };
}

function shipRefusal(o: OrderFacts): string | null {
  if (o.status === 'cancelled') return 'A cancelled order cannot ship.';
  if (o.status === 'refunded') return 'A refunded order cannot ship.';
  if (o.lines.every((l) => toShip(o, l) === 0)) return 'Every line of this order has already shipped.';
  return null;
}

function cancelRefusal(o: OrderFacts): string | null {
  if (o.status === 'cancelled') return 'This order is already cancelled.';
  if (anythingShipped(o)) return 'Part of this order has shipped; it can no longer be cancelled.';
  if (o.status !== 'processing') return 'Only an order that has not shipped can be cancelled.';
  return null;
}

function refundRefusal(o: OrderFacts): string | null {
  if (o.status === 'cancelled') return 'A cancelled order was not charged; there is nothing to refund.';
  if (o.status === 'refunded' || refundableCents(o) === 0) return 'Everything paid for this order was refunded.';
  return null;
}

export interface LineQuantity {
  lineId: number;
  quantity: number;
}

/** The lines to ship, each within what is left of it; the order's status after they go. */
export function checkShipment(o: OrderFacts, wanted: LineQuantity[]): Outcome<{ status: OrderStatus }> {
  const refusal = shipRefusal(o);
  if (refusal) return fail(refusal);
  const chosen = wanted.filter((w) => w.quantity > 0);
  if (chosen.length === 0) return fail('Choose at least one line to ship.');
  const after = new Map(o.lines.map((l) => [l.id, toShip(o, l)]));
  for (const w of chosen) {
    const left = after.get(w.lineId);
    if (left === undefined) return fail('A chosen line is not part of this order.');
    if (!Number.isInteger(w.quantity) || w.quantity > left)
      return fail(
        left === 0 ? 'A chosen line has already shipped.' : `Only ${left} of a chosen line are left to ship.`,
      );
    after.set(w.lineId, left - w.quantity);
  }
  const everything = [...after.values()].every((n) => n === 0);
  return { ok: true, value: { status: everything ? 'shipped' : 'processing' } };
}

export function checkCancel(o: OrderFacts): Outcome<{ status: 'cancelled' }> {
  const refusal = cancelRefusal(o);
  return refusal ? fail(refusal) : { ok: true, value: { status: 'cancelled' } };
}

/** Line value paid back so far, at list price: the base of a line refund's share. */
function refundedLineValue(o: OrderFacts): number {
  return o.lines.reduce((s, l) => s + l.refunded * l.priceCents, 0);
}

/**
 * What refunding these lines pays back: their share of what was paid for goods (after the
 * discount, with tax), so refunding every line returns exactly the goods' part of the payment.
 * Counted cumulatively so rounding never drifts over many refunds; shipping is refunded only
 * as an amount.
 */
export function lineRefundCents(o: OrderFacts, lines: LineQuantity[]): number {
  if (o.subtotalCents <= 0) return 0;
  const goodsPaid = o.subtotalCents - o.discountCents + o.taxCents;
  const byId = new Map(o.lines.map((l) => [l.id, l]));
  const value = lines.reduce((s, w) => s + (byId.get(w.lineId)?.priceCents ?? 0) * w.quantity, 0);
  const before = refundedLineValue(o);
  const share = (v: number) => Math.round((goodsPaid * v) / o.subtotalCents);
  return share(before + value) - share(before);
}

export type RefundRequest = { kind: 'lines'; lines: LineQuantity[] } | { kind: 'amount'; cents: number };

/** The amount a refund pays back, never more than was paid minus refunds; the status after it. */
export function checkRefund(o: OrderFacts, request: RefundRequest): Outcome<{ cents: number; status: OrderStatus }> {
  const refusal = refundRefusal(o);
  if (refusal) return fail(refusal);
  let cents: number;
  if (request.kind === 'lines') {
    const chosen = request.lines.filter((w) => w.quantity > 0);
    if (chosen.length === 0) return fail('Choose at least one line to refund, or enter an amount.');
    for (const w of chosen) {
      const line = o.lines.find((l) => l.id === w.lineId);
      if (!line) return fail('A chosen line is not part of this order.');
      if (line.priceCents === 0) return fail('A free gift line has nothing to refund.');
      const left = line.quantity - line.refunded;
      if (!Number.isInteger(w.quantity) || w.quantity > left)
        return fail(
          left === 0 ? 'A chosen line was already refunded.' : `Only ${left} of a chosen line can be refunded.`,
        );
    }
    cents = lineRefundCents(o, chosen);
  } else {
    if (!Number.isInteger(request.cents) || request.cents <= 0) return fail('Enter an amount above $0.00.');
    cents = request.cents;
  }
  const left = refundableCents(o);
  if (cents > left) return fail(`A refund cannot exceed what is left of the payment (${formatMoney(left / 100)}).`);
  return { ok: true, value: { cents, status: cents === left ? 'refunded' : o.status } };
}

/**
 * A typed dollar amount ("12.5", "$1,234.00") in cents; null when it is not a plain
 * non-negative amount with at most two decimals.
 */
export function parseAmountCents(text: string): number | null {
  const m = /^\$?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[1]!.replace(/,/g, ''));
  const cents = whole * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
