import { CARRIER_NAMES } from '../../../../shared/rules/carriers';
import { formatDate } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/format/money';
import type { OrderRecord, Shipment } from './order-record';

// What the customer is told when their order ships, is cancelled or refunded. Plain text, put in
// the outbox inside the change's transaction (a rolled-back change sends nothing).

export interface Mail {
  subject: string;
  body: string;
}

function greeting(o: OrderRecord): string {
  const first = o.customerName?.split(' ')[0];
  return first ? `Hello ${first},` : 'Hello,';
}

/** Only a customer's order has a page in the account; a guest's mail stands on its own. */
function orderLink(o: OrderRecord, siteUrl: string): string[] {
  return o.customerId === null ? [] : ['', `Your order: ${siteUrl}/account/orders/${o.id}`];
}

function lineList(o: OrderRecord, lines: { lineId: number; quantity: number }[]): string[] {
  return lines.map(({ lineId, quantity }) => {
    const l = o.lines.find((x) => x.id === lineId);
    return l ? `- ${quantity} × ${l.title} (${l.variantTitle})` : `- ${quantity} × item`;
  });
}

export function shippedMail(o: OrderRecord, s: Shipment, siteUrl: string): Mail {
  const carrier = CARRIER_NAMES[s.carrier];
  return {
    subject: `Your order #${o.number} has shipped`,
    body: [
      greeting(o),
      '',
      `Your order #${o.number} shipped on ${formatDate(s.shippedAt)} with ${carrier}.`,
      `Tracking number: ${s.trackingNumber}`,
      ...(s.trackingUrl ? [`Track it: ${s.trackingUrl}`] : []),
      '',
      'In this parcel:',
      ...lineList(o, s.lines),
      ...orderLink(o, siteUrl),
    ].join('\n'),
  };
}

export function cancelledMail(o: OrderRecord, siteUrl: string): Mail {
  return {
    subject: `Your order #${o.number} was cancelled`,
    body: [
      greeting(o),
      '',
      `Your order #${o.number} was cancelled on ${formatDate(o.cancelledAt)}.`,
      `Reason: ${o.cancelReason ?? ''}`,
      'Nothing will ship and your payment was released: you were not charged.',
      ...orderLink(o, siteUrl),
    ].join('\n'),
  };
}

export function refundedMail(o: OrderRecord, cents: number, siteUrl: string): Mail {
  const card = o.last4 ? ` (the card ending ${o.last4})` : '';
  return {
    subject: `A refund for your order #${o.number}`,
    body: [
      greeting(o),
      '',
      `We refunded ${formatMoney(cents / 100)} for your order #${o.number} to the original payment method${card}.`,
      `Refunded so far: ${formatMoney(o.refundedCents / 100)}.`,
      ...orderLink(o, siteUrl),
    ].join('\n'),
  };
}
