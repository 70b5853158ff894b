import { CURRENCY_LOCALE, DEFAULT_CURRENCY } from '../constants';
import { roundedScaled } from './decimal';

// Intl formatters are costly to build; one per currency is reused for every price on a page.
// The shop's own currency (USD, en-US) is written without Intl at all: the first
// Intl.NumberFormat a page builds costs ~110 ms of main thread at Lighthouse's 4x CPU (ICU data),
// inside hydration of every page with a price (money.test.ts ties the two together).
const formatters = new Map<string, Intl.NumberFormat>();

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '$1,234.50' for a USD amount from 0 up to a billion; null for what Intl should write. */
function plainUsd(amount: number): string | null {
  const cents = roundedScaled(amount, 2);
  if (cents === null) return null;
  return `$${group(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
}

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f;
}

/**
 * A number, or a numeric string as the commerce API sends amounts ('24.50'), as a number;
 * null when it is not a finite number (empty string, 'abc', NaN).
 */
export function toAmount(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * en-US currency text, USD unless told otherwise: formatMoney('1234.5') → '$1,234.50'.
 * Returns '' for a value that is not a number, so a missing price renders as nothing
 * rather than '$NaN'.
 */
export function formatMoney(value: number | string | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  const code = currency.toUpperCase();
  return (code === 'USD' && CURRENCY_LOCALE === 'en-US' ? plainUsd(amount) : null) ?? formatterFor(code).format(amount);
}
