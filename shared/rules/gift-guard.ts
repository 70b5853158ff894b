import { GIFT_ATTRIBUTE_KEY, GIFT_QUANTITY } from '../cart-constants';
import { GIFT_LINE_MESSAGES } from '../contract/cart-messages';
import type { IssueProblem } from '../contract/validation-issue';
import { isGiftLine, type GiftCartLine } from './gift-rules';

// Gift lines are the BFF's alone: a client's cart change may neither flag a line as
// a gift nor alter a gift line. Pure, so the cart service checks a change before anything goes
// upstream, and the rules read as a table in the tests. The BFF's own gift calls never pass here.

interface AttributeRef {
  readonly key: string;
}
interface LineAdd {
  readonly customAttributes?: readonly AttributeRef[] | null;
}
interface LineUpdate {
  readonly lineId: string;
  readonly variantId?: string | null;
  readonly quantity?: number | null;
  readonly customAttributes?: readonly AttributeRef[] | null;
  readonly sellingPlanId?: string | null;
}

/** Case-insensitive, so no spelling of the key slips past an upstream that compares loosely. */
function isReservedKey(key: string): boolean {
  return key.trim().toLowerCase() === GIFT_ATTRIBUTE_KEY.toLowerCase();
}

function problem(field: string, message: string): IssueProblem {
  return { field, error: `${field}: ${message}` };
}

function reservedAttribute(lines: readonly LineAdd[]): IssueProblem | null {
  for (const [i, line] of lines.entries()) {
    for (const [j, attribute] of (line.customAttributes ?? []).entries()) {
      if (isReservedKey(attribute.key)) {
        return problem(
          `lineItems.${i}.customAttributes.${j}.key`,
          GIFT_LINE_MESSAGES.reservedAttribute(GIFT_ATTRIBUTE_KEY),
        );
      }
    }
  }
  return null;
}

/** The first field of an update that would alter a gift line; quantity 1 is no change and passes. */
function giftLineChange(update: LineUpdate): string | null {
  if (update.quantity != null && update.quantity !== GIFT_QUANTITY) return 'quantity';
  if (update.variantId != null) return 'variantId';
  if (update.customAttributes != null) return 'customAttributes';
  if (update.sellingPlanId != null) return 'sellingPlanId';
  return null;
}

/** The lines a client adds (create-cart, add-cart-line-items): none may carry `_isGWP`. */
export function refuseClientGiftLines(lines: readonly LineAdd[]): IssueProblem | null {
  return reservedAttribute(lines);
}

/**
 * A client's line updates against the cart they act on: no `_isGWP` attribute on any line, and
 * no change to a gift line (its quantity stays 1). Lines the cart does not hold are left to
 * the upstream, which answers them as unknown.
 */
export function refuseClientGiftUpdates(
  updates: readonly LineUpdate[],
  lines: readonly GiftCartLine[],
): IssueProblem | null {
  const reserved = reservedAttribute(updates);
  if (reserved) return reserved;
  const gifts = new Set(lines.filter(isGiftLine).map((l) => l.id));
  for (const [i, update] of updates.entries()) {
    if (!gifts.has(update.lineId)) continue;
    const field = giftLineChange(update);
    if (field) return problem(`lineItems.${i}.${field}`, GIFT_LINE_MESSAGES.giftLineFixed);
  }
  return null;
}
