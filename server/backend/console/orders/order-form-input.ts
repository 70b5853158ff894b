import { isCarrier, parseTracking } from '../../../../shared/rules/carriers';
import { parseAmountCents, type LineQuantity, type RefundRequest } from '../../../../shared/rules/order-transitions';
import type { ShipRequest } from './order-operations';

// The console's order forms, read from what was posted (urlencoded, every value text). Each
// answers the typed request or the fields it refuses, each with the sentence shown next to it.

export type Posted = Record<string, unknown>;
export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const REASON_MAX = 500;
export const NOTE_MAX = 2000;

/** A posted field as text: a repeated or missing field reads as ''. */
export function text(body: Posted, name: string): string {
  const v = body[name];
  return typeof v === 'string' ? v : '';
}

/** The version the form was drawn from; null when it is not a positive whole number. */
export function postedVersion(body: Posted): number | null {
  const v = text(body, 'version');
  return /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}

/** `<prefix><line id>` quantities; blank reads as 0. Null when one is not a whole number. */
function quantities(body: Posted, prefix: string, lineIds: number[]): LineQuantity[] | null {
  const out: LineQuantity[] = [];
  for (const lineId of lineIds) {
    const raw = text(body, `${prefix}${lineId}`).trim();
    if (raw === '') continue;
    if (!/^\d{1,6}$/.test(raw)) return null;
    out.push({ lineId, quantity: Number(raw) });
  }
  return out;
}

function fail<T>(errors: FieldErrors): Parsed<T> {
  return { ok: false, errors };
}

export function parseShipForm(body: Posted, lineIds: number[]): Parsed<ShipRequest> {
  const errors: FieldErrors = {};
  const carrier = text(body, 'carrier');
  let trackingNumber = '';
  if (!isCarrier(carrier)) errors.carrier = 'Choose the carrier.';
  else {
    const tracking = parseTracking(carrier, text(body, 'tracking'));
    if (tracking.ok) trackingNumber = tracking.value;
    else errors.tracking = tracking.message;
  }
  const lines = quantities(body, 'ship_', lineIds);
  if (!lines) errors.lines = 'Quantities are whole numbers, 0 or more.';
  else if (!lines.some((l) => l.quantity > 0)) errors.lines = 'Choose at least one line to ship.';
  if (Object.keys(errors).length > 0 || !isCarrier(carrier) || !lines) return fail(errors);
  return { ok: true, value: { carrier, trackingNumber, lines } };
}

function boundedText(body: Posted, name: string, max: number, missing: string): Parsed<string> {
  const value = text(body, name).trim();
  if (value === '') return fail({ [name]: missing });
  if (value.length > max) return fail({ [name]: `At most ${max} characters.` });
  return { ok: true, value };
}

export function parseCancelForm(body: Posted): Parsed<string> {
  return boundedText(body, 'reason', REASON_MAX, 'Say why the order is cancelled; the customer reads it.');
}

export function parseNoteForm(body: Posted): Parsed<string> {
  return boundedText(body, 'note', NOTE_MAX, 'Write the note.');
}

export function parseRefundForm(
  body: Posted,
  lineIds: number[],
): Parsed<{ request: RefundRequest; reason: string | null }> {
  const reason = text(body, 'reason').trim();
  if (reason.length > REASON_MAX) return fail({ reason: `At most ${REASON_MAX} characters.` });
  const lines = quantities(body, 'refund_', lineIds);
  if (!lines) return fail({ lines: 'Quantities are whole numbers, 0 or more.' });
  const chosen = lines.filter((l) => l.quantity > 0);
  const amountText = text(body, 'amount').trim();
  if (amountText !== '' && chosen.length > 0) return fail({ amount: 'Refund lines or an amount, not both.' });
  if (amountText !== '') {
    const cents = parseAmountCents(amountText);
    if (cents === null) return fail({ amount: 'Enter an amount in dollars, like 12.50.' });
    if (cents === 0) return fail({ amount: 'Enter an amount above $0.00.' });
    return { ok: true, value: { request: { kind: 'amount', cents }, reason: reason || null } };
  }
  if (chosen.length === 0) return fail({ lines: 'Choose at least one line to refund, or enter an amount.' });
  return { ok: true, value: { request: { kind: 'lines', lines: chosen }, reason: reason || null } };
}
