import type { Request, Response } from 'express';
import { ApiError, type ApiClient } from '../../shared/contract/api-client';
import { stripTokens } from '../upstream/strip-tokens';
import type { CallPipeline } from './call-pipeline';

// The api a route action (and the loaders after it) gets when the BFF runs a form posted
// without JavaScript: each call goes through the same /api pipeline in-process, for this one
// Express request, so validation, the throttle and the session handlers apply and their cookies
// land on the real response. It behaves as the browser transport (client/lib/api/browser-api.ts):
// the answer's body on success, ApiError(status, error, field) otherwise.

/** The JSON a browser would send and receive: what /api sees and answers is exactly this. */
const overTheWire = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export function createInProcessApi(pipeline: Pick<CallPipeline, 'runCall'>, req: Request, res: Response): ApiClient {
  return {
    async call(name, input) {
      const answer = await pipeline.runCall(name, overTheWire(input ?? {}), req, res);
      // Tokens never leave the BFF, not even into an action's data or the dehydrated page.
      const body = overTheWire(stripTokens(answer.body)) as { error?: unknown; field?: unknown } | null;
      if (answer.status >= 400) {
        // The page the action answers is this response: a throttled form says when to try
        // again as /api does (the page's status is the action's, 429 for a throttled one).
        const retryAfter = answer.headers?.['retry-after'];
        if (retryAfter !== undefined && !res.headersSent) res.set('retry-after', retryAfter);
        const error = typeof body?.error === 'string' ? body.error : `Request failed (${answer.status})`;
        const field = typeof body?.field === 'string' ? body.field : undefined;
        throw new ApiError(answer.status, error, field);
      }
      return body as never;
    },
  };
}
