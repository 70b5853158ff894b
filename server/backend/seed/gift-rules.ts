import { formatMoney } from '../../../shared/format/money';
import type { SeedGiftRule } from './types';

/** A buy_total as the seed's offers write it: '$75' for '75.00', '$72.50' for '72.50'. */
export function offerAmount(buyTotal: string): string {
  return formatMoney(buyTotal).replace(/\.00$/, '');
}

const DELUXE_HA_TOTAL = '75.00';
const SUMMER_SPF_TOTAL = '50.00';

/**
 * Gift-with-purchase rules. Active when enabled and now is within [start_date, end_date).
 * Every gift product is tagged 'gift' in the catalog.
 */
export const giftRules: SeedGiftRule[] = [
  {
    handle: 'gwp-75-deluxe-hyaluronic',
    title: `Free deluxe Hyaluronic Acid Serum with orders of ${offerAmount(DELUXE_HA_TOTAL)}+`,
    enabled: true,
    start_date: '2026-01-01T00:00:00.000Z',
    end_date: null,
    buy_trigger: 'buy_total',
    get_trigger: 'get_gift',
    buy_total: DELUXE_HA_TOTAL,
    buy_product_handles: [],
    get_product_handles: ['deluxe-travel-hyaluronic-serum'],
  },
  {
    handle: 'gwp-retinol-mini-moisturizer',
    title: 'Free mini Barrier Repair Moisturizer with Retinol 0.5% Night Treatment',
    enabled: true,
    start_date: null,
    end_date: null,
    buy_trigger: 'buy_qty',
    get_trigger: 'get_gift',
    buy_total: '',
    buy_product_handles: ['retinol-0-5-night-treatment'],
    get_product_handles: ['mini-barrier-repair-moisturizer'],
  },
  {
    handle: 'gwp-summer-2025-spf',
    title: `Summer 2025: free mini SPF with orders of ${offerAmount(SUMMER_SPF_TOTAL)}+`,
    enabled: true,
    start_date: '2025-06-01T00:00:00.000Z',
    end_date: '2025-09-01T00:00:00.000Z',
    buy_trigger: 'buy_total',
    get_trigger: 'get_gift',
    buy_total: SUMMER_SPF_TOTAL,
    buy_product_handles: [],
    get_product_handles: ['mini-daily-mineral-spf-45'],
  },
  {
    handle: 'gwp-vitamin-c-spf-paused',
    title: 'Free mini SPF with Vitamin C 15% Brightening Serum (paused)',
    enabled: false,
    start_date: null,
    end_date: null,
    buy_trigger: 'buy_qty',
    get_trigger: 'get_gift',
    buy_total: '',
    buy_product_handles: ['vitamin-c-15-brightening-serum'],
    get_product_handles: ['mini-daily-mineral-spf-45'],
  },
];
