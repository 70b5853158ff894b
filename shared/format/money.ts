import { CURRENCY_LOCALE, DEFAULT_CURRENCY } from '../constants';

// Intl formatters are costly to build; one per currency is reused for every price on a page.
const formatters = new Map<string, Intl.NumberFormat>();

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
  return formatterFor(currency.toUpperCase()).format(amount);
}
