import type { Product } from '../../shared/contract/models';
import type { AnalyticsEvent, ShopEvent } from '../../shared/constants';

// The one bridge to the tag manager (SPEC sections 1 and 9): events are objects pushed onto
// window.dataLayer, and this module is the only code that writes it.

export type DataLayerEntry = Record<string, unknown> & { event?: AnalyticsEvent | ShopEvent };

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

let debug = false;

/** ANALYTICS_DEBUG (public config): every push is also logged to the console. Set once at start. */
export function configureAnalytics(options: { debug: boolean }): void {
  debug = options.debug;
}

function push(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const w = window as WindowWithDataLayer;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
  if (debug) console.info('[analytics] dataLayer.push', entry);
}

/** Pushes one entry; a no-op on the server so it can never run during a server render. */
export function pushEvent(entry: DataLayerEntry | { ecommerce: null }): void {
  push(entry);
}

/** The tag manager's own start entry, pushed right before its script is injected. */
export function pushTagManagerStart(now: number = Date.now()): void {
  push({ 'gtm.start': now, event: 'gtm.js' });
}

/** Shop events go out after the previous shop data is cleared (SPEC section 9). */
export function pushShopEvent(event: ShopEvent, ecommerce: Record<string, unknown>): void {
  pushEvent({ ecommerce: null });
  pushEvent({ event, ecommerce });
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export function toAnalyticsItem(product: Pick<Product, 'handle' | 'title' | 'priceRange'>, index?: number): AnalyticsItem {
  return { item_id: product.handle, item_name: product.title, price: product.priceRange.min, ...(index === undefined ? {} : { index }) };
}

/** SPEC section 9 `search`: a search submitted or its results viewed. */
export function trackSearch(term: string): void {
  pushEvent({ event: 'search', search_term: term });
}
