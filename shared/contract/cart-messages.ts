import { MAX_LINE_QUANTITY } from '../cart-constants';

// Discount-code answers the BFF gives and the cart shows, written once for both.

// The two the cart's own words repeat are named apart: a reference into the object below would
// bring all its answers, which only the BFF gives, into the browser's cart code.
// The cart says only that it did not take the code: unknown and ended read alike from here.
const invalidCode = (code: string) =>
  `“${code}” is not a discount code we can apply. Check the spelling; the offer may also have ended.`;
const codeAlreadyApplied = (code: string) => `Discount code ${code} is already applied.`;

export const DISCOUNT_CODE_MESSAGES = {
  invalid: invalidCode,
  alreadyApplied: codeAlreadyApplied,
  /** A second percentage code: they do not combine (free shipping does, with one). */
  notCombinable: (code: string, applied: string) =>
    `“${code}” can’t be combined with ${applied}. Remove ${applied} to use it instead.`,
  /** A known code outside its dates, under its minimum or used up (the cart says which). */
  notStarted: (code: string, date: string) => `“${code}” can be used from ${date}.`,
  ended: (code: string, date: string) => `“${code}” ended on ${date}.`,
  belowMinimum: (code: string, minimum: string, missing: string) =>
    `“${code}” needs a subtotal of ${minimum} or more: add ${missing} to use it.`,
  usedUp: (code: string) => `“${code}” has been used as many times as it can be.`,
  usedByYou: (code: string) => `You have already used “${code}” as many times as it allows.`,
} as const;

/** A gift product added as a paid line (it comes free with qualifying orders). */
export const GIFT_SOLD_ALONE_MESSAGE = 'This item is a gift with qualifying orders and is not sold on its own';

/** Refusals of a client's change that would make or alter a gift line (gift lines are the BFF's alone). */
export const GIFT_LINE_MESSAGES = {
  reservedAttribute: (key: string) => `${key} is set only by the shop's gift rules`,
  giftLineFixed: "a gift line's quantity, product and attributes cannot be changed",
} as const;

/** A browser's update-cart-attributes naming an attribute the shop sets itself. */
export const CART_ATTRIBUTE_MESSAGES = {
  shopOnly: (key: string) => `${key} is set only by the shop`,
  attributionClearOnly:
    'the affiliate click id is set only by the shop, from a consented click; it can only be cleared',
} as const;

/** The cart's words, named once: the BFF's cart action notices, the cart page and tests use them. */
export const CART_MESSAGES = {
  added: (title: string, quantity: number) => `Added ${quantity} × ${title} to your cart.`,
  /** 'add-lines': a whole routine at once */
  addedMany: (count: number, subscribed: boolean) =>
    `Added ${count} ${count === 1 ? 'product' : 'products'} to your cart${subscribed ? ' with Subscribe & save' : ''}.`,
  quantityUpdated: (title: string, quantity: number) => `${title}: quantity is now ${quantity}.`,
  removed: (title: string) => `Removed ${title} from your cart.`,
  codeApplied: (code: string) => `Discount code ${code} applied.`,
  codeRemoved: (code: string) => `Discount code ${code} removed.`,
  codeInvalid: invalidCode,
  codeAlreadyApplied,
  codeEmpty: 'Enter a discount code.',
  freeShipping: (code: string) => `${code} gives you free shipping; it is applied at checkout.`,
  noteSaved: 'Order note saved.',
  cleared: 'Your cart is now empty.',
  professionalSet: 'Your professional is noted on your cart.',
  attributionSynced: 'Your cart is up to date.',
  quantityInvalid: `Enter a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
  /** The free-shipping line of the cart page; `amount` is formatted money ('$16.00'). */
  freeShippingAway: (amount: string) => `You're ${amount} away from free standard shipping.`,
  freeShippingReached: 'Your order ships free.',
  /** Under the free-shipping line: which total counts, so a code that takes the cart under it is no surprise. */
  freeShippingCounts:
    'Free shipping counts your subtotal after discount codes; free-gift offers count your products before them.',
  lineGone: 'That item is no longer in your cart.',
  checkoutFailed: 'We could not start checkout. Please try again.',
  failed: 'Something went wrong updating your cart. Please try again.',
} as const;

/** A cart line whose product the shop no longer sells (unpublished or archived after it was added). */
export const UNAVAILABLE_LINE_MESSAGES = {
  /** beside the line, in the cart */
  line: 'No longer available. Remove it to check out; it is not counted in your total.',
  /** a gift line (the shopper cannot remove it): left out of the order */
  giftLine: 'This gift is no longer available; it will not be part of your order.',
  /** the checkout's refusal, and the cart's checkout button */
  checkout: (titles: readonly string[]) =>
    `${titles.join(', ')} ${titles.length === 1 ? 'is' : 'are'} no longer available: remove ${titles.length === 1 ? 'it' : 'them'} from your cart to check out.`,
  checkoutTitle: 'Remove unavailable items',
} as const;
