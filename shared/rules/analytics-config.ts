import { ANALYTICS_INTEGRATION_GTM } from '../constants';
import { ANALYTICS_INVALID_KEYS_MESSAGE, ANALYTICS_NO_KEY_MESSAGE } from '../messages';

// Analytics setup check (SPEC section 5), with the messages exactly as the SPEC words them.

export type AnalyticsConfigResult =
  { ok: true; integration: typeof ANALYTICS_INTEGRATION_GTM } | { ok: false; status: 400; message: string };

export function validateAnalyticsIntegration(value: unknown): AnalyticsConfigResult {
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, status: 400, message: ANALYTICS_INVALID_KEYS_MESSAGE };
  }
  if (value.trim().toLowerCase() !== ANALYTICS_INTEGRATION_GTM) {
    return { ok: false, status: 400, message: ANALYTICS_NO_KEY_MESSAGE };
  }
  return { ok: true, integration: ANALYTICS_INTEGRATION_GTM };
}
