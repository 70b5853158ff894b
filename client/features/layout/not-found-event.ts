import { NOT_FOUND_EVENT_MESSAGE, NOT_FOUND_EVENT_TYPE, type AnalyticsEvent } from '../../../shared/constants';

const EVENT = 'custom_error' satisfies AnalyticsEvent;

export interface NotFoundEvent {
  event: typeof EVENT;
  error_msg: typeof NOT_FOUND_EVENT_MESSAGE;
  error_type: typeof NOT_FOUND_EVENT_TYPE;
  requested_url: string;
}

export function notFoundEvent(requestedUrl: string): NotFoundEvent {
  return { event: EVENT, error_msg: NOT_FOUND_EVENT_MESSAGE, error_type: NOT_FOUND_EVENT_TYPE, requested_url: requestedUrl };
}

/** SPEC section 8: the 404 screen reports itself to the tag manager's data layer on display. */
export function pushNotFoundEvent(requestedUrl: string): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(notFoundEvent(requestedUrl));
}
