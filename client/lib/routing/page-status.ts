import { ApiError } from '../../../shared/contract/api-client';

/** The upstream failures a page passes on as they are: the BFF could not reach (502) or wait for (504) it. */
const GATEWAY_STATUSES = new Set([502, 504]);

/**
 * The HTTP status of a rendered page. The static handler makes any thrown loader error a 500;
 * when that error is an upstream that is down or too slow, the page says so with the same 502
 * or 504 as /api, so a load balancer and an operator see a gateway problem, not a bug of ours.
 */
export function pageStatus(statusCode: number, errors: Readonly<Record<string, unknown>> | null | undefined): number {
  if (statusCode !== 500 || !errors) return statusCode;
  for (const error of Object.values(errors)) {
    if (error instanceof ApiError && GATEWAY_STATUSES.has(error.status)) return error.status;
  }
  return statusCode;
}
