// How often the account calls may be tried, in one place; README "Security"
// repeats this table. Each call is limited per client address (req.ip under TRUST_PROXY, IPv6 by
// /64) and per account (the e-mail, or the customer a signed link names). Windows are fixed:
// they start at the first counted attempt; once over the limit the key stays blocked for
// `blockSeconds`, so hammering during the block does not shorten it or extend it.

export interface Limit {
  /** Attempts allowed in one window. */
  points: number;
  windowSeconds: number;
  /** How long a key that went over the limit is refused. */
  blockSeconds: number;
}

export type ThrottledCall =
  | 'user-login'
  | 'user-create'
  | 'user-recover'
  | 'reset-password'
  | 'activate-account'
  | 'update-customer'
  | 'newsletter-subscribe'
  | 'stock-alert-subscribe';

export interface CallLimits {
  perAddress: Limit;
  perAccount: Limit;
  /**
   * Only failures count against the account: every attempt takes a point up front (so a burst
   * of parallel guesses is counted too) and a success clears the account's counter.
   */
  successClearsAccount: boolean;
}

const MINUTE = 60;
const HOUR = 3600;
const limit = (points: number, windowSeconds: number, blockSeconds = windowSeconds): Limit => ({
  points,
  windowSeconds,
  blockSeconds,
});

export const THROTTLE_LIMITS: Readonly<Record<ThrottledCall, CallLimits>> = Object.freeze({
  // 10 wrong passwords per account per 15 min; 30 sign-in attempts per address per 15 min.
  'user-login': { perAddress: limit(30, 15 * MINUTE), perAccount: limit(10, 15 * MINUTE), successClearsAccount: true },
  // 10 registrations per address per hour; 3 per e-mail per hour.
  'user-create': { perAddress: limit(10, HOUR), perAccount: limit(3, HOUR), successClearsAccount: false },
  // 10 recovery e-mails asked per address per hour; 5 per e-mail per hour.
  'user-recover': { perAddress: limit(10, HOUR), perAccount: limit(5, HOUR), successClearsAccount: false },
  // 10 per address per hour; 5 per customer (the one the signed link names) per hour.
  'reset-password': { perAddress: limit(10, HOUR), perAccount: limit(5, HOUR), successClearsAccount: false },
  'activate-account': { perAddress: limit(10, HOUR), perAccount: limit(5, HOUR), successClearsAccount: false },
  // Changing the password or e-mail (it needs the current password: a guessing oracle for a
  // stolen session): 10 failures per session per 15 min, 30 per address. Other profile edits are not counted.
  'update-customer': {
    perAddress: limit(30, 15 * MINUTE),
    perAccount: limit(10, 15 * MINUTE),
    successClearsAccount: true,
  },
  // Newsletter sign-ups each mail a confirmation link: 10 per address per hour,
  // 3 per e-mail per hour, so nobody can flood an inbox through the form.
  'newsletter-subscribe': { perAddress: limit(10, HOUR), perAccount: limit(3, HOUR), successClearsAccount: false },
  // "Email me when it's back" mails a visitor a confirmation link: the newsletter's limits.
  'stock-alert-subscribe': { perAddress: limit(10, HOUR), perAccount: limit(3, HOUR), successClearsAccount: false },
});

export function isThrottledCall(name: string): name is ThrottledCall {
  return Object.prototype.hasOwnProperty.call(THROTTLE_LIMITS, name);
}
