// Shopify-style global ids. The numeric id is always the last path segment, which is how the
// storefront derives a customer id from the user id (SPEC section 3).
export type GidType =
  'Customer' | 'Product' | 'ProductVariant' | 'MailingAddress' | 'Order' | 'Metafield' | 'Cart' | 'CartLine';

export function gid(type: GidType, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** The numeric id of a gid of that type, or of a bare number; null for anything else. */
export function parseGid(type: GidType, value: string): number | null {
  const prefix = `gid://shopify/${type}/`;
  const raw = value.startsWith(prefix) ? value.slice(prefix.length) : value;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** Integer cents to the number of dollars the contract uses for prices. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents to a MoneyV2 amount string, '68.00'. */
export function amount(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

export function toCents(usd: number): number {
  return Math.round(usd * 100);
}
