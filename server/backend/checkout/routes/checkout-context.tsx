import { UNAVAILABLE_LINE_MESSAGES } from '../../../../shared/contract/cart-messages';
import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import type { BackendOptions } from '../../backend-options';
import type { Db } from '../../db/open-database';
import { sessionFor } from '../../customers/sessions';
import { renderPage } from '../../html/render-page';
import { headerToken } from '../../http/bearer-token';
import { reviewCheckout, type Review } from '../checkout-review';
import { checkoutByToken, type Checkout } from '../checkout-store';
import { checkoutPath } from '../pages/format';
import { MessagePage } from '../pages/message-page';

// What every step's routes share: the store, the clock, how a page is sent, and the checks
// that run before a step answers (whose checkout it is, which step it has reached).

export type Stage = 'information' | 'shipping' | 'payment';
const ORDER: Stage[] = ['information', 'shipping', 'payment'];

export interface CheckoutContext {
  db: Db;
  siteUrl: string;
  now: () => Date;
  send(res: Response, status: number, page: ReactElement): void;
  /** a message page (not found, empty, refused) with its status */
  message(res: Response, status: number, title: string, message: string): void;
  ownerOnly(req: Request, res: Response, customerId: number | null): boolean;
  load(req: Request, res: Response): { checkout: Checkout; review: Review } | null;
  gate(res: Response, checkout: Checkout, review: Review, wanted: Stage): boolean;
}

/** The first step not done yet: a step is only shown once the ones before it are complete. */
export function stageOf(c: Checkout, review: Review): Stage {
  if (!c.email || !c.address) return 'information';
  if (!review.shipping) return 'shipping';
  return 'payment';
}

export function createCheckoutContext(options: BackendOptions): CheckoutContext {
  const { db } = options;
  const siteUrl = options.siteUrl ?? '';
  const now = () => options.now?.() ?? new Date();
  const send = (res: Response, status: number, page: ReactElement) => {
    res.status(status).type('html').send(renderPage(page));
  };
  const message = (res: Response, status: number, title: string, text: string) =>
    send(res, status, <MessagePage siteUrl={siteUrl} title={title} message={text} />);

  /**
   * A customer's checkout shows their e-mail, address book and orders: only to that customer,
   * signed in (the BFF sends the session it holds in its cookie). A link kept in a browser's
   * history after sign-out, or passed on, opens nothing. A guest's checkout has only the cart
   * id in its link as its key, as a guest's cart has.
   */
  function ownerOnly(req: Request, res: Response, customerId: number | null): boolean {
    if (customerId === null || sessionFor(db, headerToken(req.get('authorization')), now())?.customerId === customerId)
      return true;
    send(
      res,
      401,
      <MessagePage
        siteUrl={siteUrl}
        title="Sign in to continue"
        signIn
        message="This checkout belongs to a customer account. Sign in, then check out from your cart: nothing in it is lost."
      />,
    );
    return false;
  }

  /** The checkout and its live review, or an answer already sent (unknown token, placed, gone, empty). */
  function load(req: Request, res: Response): { checkout: Checkout; review: Review } | null {
    const checkout = checkoutByToken(db, String(req.params.token));
    if (!checkout) {
      message(res, 404, 'Checkout not found', 'This checkout link is not valid. Start again from your cart.');
      return null;
    }
    if (!ownerOnly(req, res, checkout.customerId)) return null;
    if (checkout.orderId !== null) {
      res.redirect(303, checkoutPath(checkout.token, 'confirmation'));
      return null;
    }
    const review = reviewCheckout(db, checkout, siteUrl, now());
    // a product unpublished or archived since it went into the cart: nothing goes on until it is removed
    if (review && review.unavailable.length > 0) {
      const words = UNAVAILABLE_LINE_MESSAGES;
      message(res, 409, words.checkoutTitle, words.checkout(review.unavailable));
      return null;
    }
    if (!review || review.lines.length === 0) {
      message(res, review ? 409 : 404, 'Your cart is empty', 'Add something to your cart before checking out.');
      return null;
    }
    return { checkout, review };
  }

  function gate(res: Response, c: Checkout, review: Review, wanted: Stage): boolean {
    const reached = stageOf(c, review);
    if (ORDER.indexOf(wanted) <= ORDER.indexOf(reached)) return true;
    res.redirect(303, checkoutPath(c.token, reached));
    return false;
  }

  return { db, siteUrl, now, send, message, ownerOnly, load, gate };
}
