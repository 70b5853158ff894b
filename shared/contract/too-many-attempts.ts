import { z } from 'zod';

// The answer of a throttled account call (sign-in, registration, recovery, reset, activation):
// 429 with a `Retry-After` header and this body, written once for the BFF and the account forms.

export const TOO_MANY_ATTEMPTS_STATUS = 429 as const;

/** "30 seconds", "1 minute", "15 minutes", "1 hour", "2 hours": whole units, rounded up. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s < 60) return plural(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  // Past the hour, rounding up to whole hours would overstate "1 hour 5 minutes" as 2 hours.
  return minutes % 60 === 0 ? plural(hours, 'hour') : plural(minutes, 'minute');
}

export const tooManyAttemptsMessage = (retryAfterSeconds: number): string =>
  `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`;

export const TooManyAttempts = z.object({
  error: z.string(),
  /** Seconds until the next attempt may succeed; the same number as the Retry-After header. */
  retryAfter: z.number().int().positive(),
});
export type TooManyAttempts = z.infer<typeof TooManyAttempts>;

export function tooManyAttempts(retryAfterSeconds: number): TooManyAttempts {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return { error: tooManyAttemptsMessage(retryAfter), retryAfter };
}
