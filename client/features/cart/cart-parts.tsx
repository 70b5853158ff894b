import type { GiftRule } from '../../../shared/contract/content-models';
import type { Cart } from '../../../shared/contract/models';
import { definePart, KeptMarkup } from '../../components/ui/KeptMarkup';

// Parts of the cart page that keep the server's markup (KeptMarkup) until used or until the
// cart changes what they show: the order note and discount-code forms (most visits never touch
// them; without their code they post as they do without JavaScript), the free-shipping progress
// and the gift offers (text worked out from the cart). Their code is fetched on first use (a
// pointer, a finger or the focus coming to them) or when the cart changes.

const NOTE = definePart<{ note: string }>('cart-note', () =>
  import('./components/CartNoteForm').then((m) => ({ default: m.CartNoteForm })),
);
const CODES = definePart<{ codes: string[] }>('discount-codes', () =>
  import('./components/DiscountCodeForm').then((m) => ({ default: m.DiscountCodeForm })),
);

const GIFTS = definePart<{ cart: Cart; rules: readonly GiftRule[]; now: Date }>('gift-offers', () =>
  import('./components/GiftOffers').then((m) => ({ default: m.GiftOffers })),
);

const FREE_SHIPPING = definePart<{ cart: Cart; threshold: number | undefined }>('free-shipping', () =>
  import('./components/FreeShippingProgress').then((m) => ({ default: m.FreeShippingProgress })),
);

export function CartNote({ note }: { note: string }) {
  return <KeptMarkup part={NOTE} id="cart-note-form" props={{ note }} />;
}

/** A code applied or removed elsewhere (another tab's cart, read again) needs the real form. */
export function DiscountCodes({ codes }: { codes: string[] }) {
  return <KeptMarkup part={CODES} id="cart-discount-codes" props={{ codes }} variant={codes} />;
}

/** How far the cart is from free shipping: the real part once its subtotal or the threshold changes. */
export function FreeShipping({ cart, threshold }: { cart: Cart; threshold: number | undefined }) {
  return (
    <KeptMarkup
      part={FREE_SHIPPING}
      id="cart-free-shipping"
      className="cart-free-shipping"
      props={{ cart, threshold }}
      variant={[cart.cost.subtotalAmount.amount, threshold]}
    />
  );
}

/** Where the cart stands towards each running offer: the real part once the lines change. */
export function GiftOffers({ cart, rules }: { cart: Cart; rules: readonly GiftRule[] }) {
  return (
    <KeptMarkup
      part={GIFTS}
      id="cart-gift-offers"
      className="cart-gift-offers"
      props={{ cart, rules, now: new Date() }}
      // what the offers are worked out from: the lines, their quantities and prices
      variant={cart.lineItems.map((l) => [l.id, l.quantity, l.cost.totalAmount.amount])}
    />
  );
}

/** The parts' code: a client navigation to the cart renders them with the page. */
export const loadCartParts = (): Promise<unknown> =>
  Promise.all([NOTE.load(), CODES.load(), FREE_SHIPPING.load(), GIFTS.load()]);
