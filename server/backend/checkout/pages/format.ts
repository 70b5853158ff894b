// What the checkout's pages print and link: money as the shop writes it and the steps' paths.
// Text reaches the markup only through React, which escapes it.

export function money(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** A checkout URL path under the shop's origin. */
export function checkoutPath(token: string, step = ''): string {
  return `/checkout/${token}${step ? `/${step}` : ''}`;
}

export const STYLESHEET_PATH = '/checkout/assets/checkout.css';
