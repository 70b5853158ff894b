// The carriers an order ships with, how each one's tracking numbers look and where a customer
// follows one. Shared: the console checks a number before it is stored, the shop's order page
// links it. A carrier without a known pattern ("Other") takes any short printable text and
// gets no link.

export const CARRIERS = ['ups', 'usps', 'fedex', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  ups: 'UPS',
  usps: 'USPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  other: 'Other',
};

interface CarrierRule {
  pattern: RegExp;
  /** what the message says a number looks like */
  shape: string;
  url: (tracking: string) => string;
}

const RULES: Record<Exclude<Carrier, 'other'>, CarrierRule> = {
  // 1Z, a six-character shipper number, a two-digit service code and eight digits
  ups: {
    pattern: /^1Z[0-9A-Z]{16}$/,
    shape: '1Z followed by 16 letters or digits',
    url: (t) => `https://www.ups.com/track?tracknum=${t}`,
  },
  // Intelligent Mail package barcodes (20 or 22 digits, optionally after 420 + ZIP) and the
  // international S10 form (two letters, nine digits, US)
  usps: {
    pattern: /^(?:\d{20}|\d{22}|420\d{5}(?:\d{4})?\d{22}|[A-Z]{2}\d{9}US)$/,
    shape: '20 or 22 digits, or two letters, nine digits and US',
    url: (t) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${t}`,
  },
  fedex: {
    pattern: /^(?:\d{12}|\d{15}|\d{20}|\d{22})$/,
    shape: '12, 15, 20 or 22 digits',
    url: (t) => `https://www.fedex.com/fedextrack/?trknbr=${t}`,
  },
  // Express waybills (10 digits) and parcel numbers (JJD… or GM…)
  dhl: {
    pattern: /^(?:\d{10}|JJD\d{18,20}|GM\d{16,18})$/,
    shape: '10 digits, JJD and 18–20 digits, or GM and 16–18 digits',
    url: (t) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${t}`,
  },
};

export const OTHER_TRACKING_MAX = 64;

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

export type TrackingResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * The tracking number as stored, or why it is refused. Spaces and dashes people copy from a
 * label are dropped and letters upper-cased for carriers with a pattern; "Other" keeps the
 * text as typed (trimmed).
 */
export function parseTracking(carrier: Carrier, raw: string): TrackingResult {
  if (carrier === 'other') {
    const text = raw.trim();
    if (text === '') return { ok: false, message: 'Enter the tracking number.' };
    if (text.length > OTHER_TRACKING_MAX)
      return { ok: false, message: `A tracking number has at most ${OTHER_TRACKING_MAX} characters.` };
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(text)) return { ok: false, message: 'Use letters, digits and punctuation only.' };
    return { ok: true, value: text };
  }
  const value = raw.replace(/[\s-]/g, '').toUpperCase();
  if (value === '') return { ok: false, message: 'Enter the tracking number.' };
  const rule = RULES[carrier];
  if (!rule.pattern.test(value))
    return { ok: false, message: `A ${CARRIER_NAMES[carrier]} tracking number is ${rule.shape}.` };
  return { ok: true, value };
}

/** Where the customer follows the parcel; null for "Other" (no known tracking page). */
export function trackingUrl(carrier: Carrier, tracking: string): string | null {
  return carrier === 'other' ? null : RULES[carrier].url(encodeURIComponent(tracking));
}
