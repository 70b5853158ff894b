import { NOT_FOUND_EVENT_MESSAGE, NOT_FOUND_EVENT_TYPE, type AnalyticsEvent } from '../../../shared/constants';
import { track } from '../../lib/analytics/analytics';

const EVENT = 'custom_error' satisfies AnalyticsEvent;

// A type, not an interface, so it is a data-layer entry (an interface has no index signature).
export type NotFoundEvent = {
  event: typeof EVENT;
  error_msg: typeof NOT_FOUND_EVENT_MESSAGE;
  error_type: typeof NOT_FOUND_EVENT_TYPE;
  requested_url: string;
};

export function notFoundEvent(requestedUrl: string): NotFoundEvent {
  return {
    event: EVENT,
    error_msg: NOT_FOUND_EVENT_MESSAGE,
    error_type: NOT_FOUND_EVENT_TYPE,
    requested_url: requestedUrl,
  };
}

/** SPEC section 8: the 404 screen reports itself to the tag manager's data layer on display. */
export function pushNotFoundEvent(requestedUrl: string): void {
  const { event, ...fields } = notFoundEvent(requestedUrl);
  track(event, fields);
}
