/** For checkout-url: a cart id from the cart's checkoutUrl (…/checkout/start?cart=<id>, …?checkout=<id>) or the bare id. */
export function cartIdFromCheckoutUrl(cartUrl: string): string {
  try {
    const url = new URL(cartUrl);
    return url.searchParams.get('cart') ?? url.searchParams.get('checkout') ?? cartUrl;
  } catch {
    return cartUrl;
  }
}
