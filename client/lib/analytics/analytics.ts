import { CHECKOUT_EVENT, DEFAULT_CURRENCY, type AnalyticsEvent, type ShopEvent } from '../../../shared/constants';
import type { AnalyticsItem } from './analytics-items';

// The one bridge to the tag manager (SPEC sections 1 and 9): events are objects pushed onto
// window.dataLayer, and this module is the only code that writes it. Each event's fields are
// typed here, so a call site cannot invent a name or leave a field out.

/** What each section 9 event carries, beside its name. */
export interface EventFields {
  cta: { cta_text: string; cta_url: string; cta_location: string };
  form_start: { form_name: string };
  form_submit: { form_name: string };
  custom_error: { error_msg: string; error_type: number; requested_url: string };
  filter: { filter_type: string; filter_value: string; filter_action: 'add' | 'remove' | 'clear' | 'sort' };
  navigation: { nav_location: string; link_text: string; link_url: string };
  carousel: { carousel_name: string; carousel_action: 'select' | 'next' | 'previous'; slide_index: number };
  search: { search_term: string };
  coupon: {
    coupon: string;
    coupon_action: 'apply' | 'remove';
    coupon_status: 'applied' | 'not applicable' | 'rejected' | 'removed';
  };
  accordion: { accordion_name: string; accordion_action: 'open' | 'close' };
  article: { article_type: 'blog' | 'content'; article_title: string; article_slug: string };
  login: { method: 'email' };
  sign_up: { method: 'email' };
  share: { method: 'share sheet' | 'copy link' | 'email'; content_type: 'product' | 'article'; item_id: string };
  virtual_page_view: { page_path: string; page_title: string; page_location: string };
  email_sign_up: { form_location: string };
  review: { item_id: string; rating: number };
  quiz_complete: { quiz_answers: string; routine_products: number };
}

/**
 * Section 9 events with no moment in this shop, listed so nobody fakes them: there is no
 * one-click buy, no chat and no video.
 */
export const UNUSED_EVENTS = [
  'buy_now',
  'chat_bot',
  'video_start',
  'video_progress',
  'video_complete',
] as const satisfies readonly AnalyticsEvent[];
type UnusedEvent = (typeof UNUSED_EVENTS)[number];
export type TrackedEvent = Exclude<AnalyticsEvent, UnusedEvent> & keyof EventFields;

/** The GA4 ecommerce object of a shop event: always in USD with the value of its items. */
export interface Ecommerce {
  currency: typeof DEFAULT_CURRENCY;
  value: number;
  items: AnalyticsItem[];
  item_list_id?: string;
  item_list_name?: string;
  coupon?: string;
}

export type EcommerceEvent = ShopEvent | typeof CHECKOUT_EVENT;

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

let debug = false;

/** ANALYTICS_DEBUG (public config): every push is also logged to the console. Set once at start. */
export function configureAnalytics(options: { debug: boolean }): void {
  debug = options.debug;
}

/** A no-op on the server, so no event can ever be sent during a server render. */
function push(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const w = window as WindowWithDataLayer;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
  if (debug) console.info('[analytics] dataLayer.push', entry);
}

/** Sends one section 9 event with its fields. */
export function track<E extends TrackedEvent>(event: E, fields: EventFields[E]): void {
  push({ event, ...fields });
}

/** Shop events go out after the previous shop data is cleared (SPEC section 9). */
export function trackShop(
  event: EcommerceEvent,
  ecommerce: Omit<Ecommerce, 'currency' | 'value'> & { value?: number },
): void {
  push({ ecommerce: null });
  push({
    event,
    ecommerce: {
      currency: DEFAULT_CURRENCY,
      value: ecommerce.value ?? valueOf(ecommerce.items),
      ...withoutValue(ecommerce),
    },
  });
}

/** The tag manager's own start entry, pushed right before its script is injected. */
export function pushTagManagerStart(now: number = Date.now()): void {
  push({ 'gtm.start': now, event: 'gtm.js' });
}

/** What the items are worth together, in cents-exact dollars. */
export function valueOf(items: readonly Pick<AnalyticsItem, 'price' | 'quantity'>[]): number {
  return Math.round(items.reduce((sum, i) => sum + i.price * 100 * (i.quantity ?? 1), 0)) / 100;
}

function withoutValue<T extends { value?: number }>(o: T): Omit<T, 'value'> {
  const { value: _value, ...rest } = o;
  return rest;
}
