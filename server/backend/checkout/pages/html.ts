// Tiny HTML-string helpers for the checkout pages: every value goes through esc(), the only
// way text reaches the markup. No inline scripts or styles (the shop's CSP has no nonce for us).

export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function money(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** A checkout URL path under the shop's origin. */
export function checkoutPath(token: string, step = ''): string {
  return `/checkout/${token}${step ? `/${step}` : ''}`;
}

export const STYLESHEET_PATH = '/checkout/assets/checkout.css';
