import { dollarsText, FREE_SHIPPING_THRESHOLD_CENTS } from './checkout';
import type { SeedAnnouncement } from './types';

/** Messages for the announcement bar; null dates mean always on. */
export const announcements: SeedAnnouncement[] = [
  { id: 'free-shipping', text: `Free standard shipping on orders of ${dollarsText(FREE_SHIPPING_THRESHOLD_CENTS)} or more`, url: '/content/shipping-returns', startsAt: null, endsAt: null },
  { id: 'gwp-deluxe-ha', text: 'Free deluxe Hyaluronic Acid Serum with orders of $75 or more', url: '/shop/category/best-sellers', startsAt: '2026-01-01T00:00:00.000Z', endsAt: null },
  { id: 'subscribe-save', text: 'Subscribe and save 10% on your favorites, delivered every 30, 60 or 90 days', url: '/shop', startsAt: null, endsAt: null },
  { id: 'summer-2025', text: 'Summer sun sale: free mini SPF with orders of $50 or more', url: '/shop/category/broad-spectrum-spf', startsAt: '2025-06-01T00:00:00.000Z', endsAt: '2025-09-01T00:00:00.000Z' },
];
