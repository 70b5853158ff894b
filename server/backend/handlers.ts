import type { CallName } from '../../shared/contract/registry';
import { cartHandlers } from './carts/cart-handlers';
import { contentHandlers } from './content/content-handlers';
import { accountHandlers } from './customers/account-handlers';
import { addressHandlers } from './customers/address-handlers';
import { metafieldHandlers } from './customers/metafield-handlers';
import { orderHandlers } from './customers/order-handlers';
import { subscriptionHandlers } from './customers/subscription-handlers';
import type { HandlerMap } from './http/context';
import { locationHandlers } from './locations/location-handlers';
import { newsletterHandlers } from './newsletter/newsletter-handlers';
import { unsubscribeHandlers } from './newsletter/unsubscribe';
import { productHandlers } from './products/product-handlers';
import { redirectHandlers } from './console/redirects/redirect-handlers';
import { reviewHandlers } from './reviews/review-handlers';
import { routineHandlers } from './routines/routine-handlers';
import { searchHandlers } from './search/search-handlers';
import { stockAlertHandlers } from './stock-alerts/stock-alert-handlers';

/** One handler per contract call; the type makes a missing call a compile error. */
export const handlers: HandlerMap<CallName> = {
  ...accountHandlers,
  ...addressHandlers,
  ...metafieldHandlers,
  ...orderHandlers,
  ...subscriptionHandlers,
  ...locationHandlers,
  ...productHandlers,
  ...cartHandlers,
  ...contentHandlers,
  ...searchHandlers,
  ...newsletterHandlers,
  ...unsubscribeHandlers,
  ...reviewHandlers,
  ...redirectHandlers,
  ...stockAlertHandlers,
  ...routineHandlers,
};
