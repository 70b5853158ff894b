import type { CallDef } from '../../shared/contract/define';
import { sanitizeAnswer } from './sanitize-answer';
import { TransportFailure } from './transport';
import { timeoutError, unavailableError, UpstreamError } from './upstream-error';

// What an upstream answer (or the lack of one) means for the caller, on both transports:
// the answer checked against the contract, or one UpstreamError with a user-facing message.

/**
 * The parsed JSON of a 2xx, or an UpstreamError. 4xx with `{error}` keep their status and
 * message; 5xx, redirects and anything unreadable become 502.
 */
export function interpretUpstreamResponse(status: number, text: string): unknown {
  let payload: unknown;
  try {
    payload = text === '' ? undefined : JSON.parse(text);
  } catch {
    payload = undefined;
  }
  const excerpt = text.slice(0, 300);
  if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
    throw unavailableError({ upstreamStatus: status, body: excerpt });
  }
  if (status >= 400) {
    const record = payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
    const message = typeof record.error === 'string' && record.error !== '' ? record.error : 'Request failed';
    const field = typeof record.field === 'string' ? record.field : undefined;
    throw new UpstreamError(status, message, {
      kind: 'rejected',
      ...(field !== undefined && { field }),
      detail: { upstreamStatus: status, body: excerpt },
    });
  }
  if (payload === undefined)
    throw unavailableError({ upstreamStatus: status, reason: 'response is not JSON', body: excerpt });
  return payload;
}

/**
 * The 2xx payload parsed with the call's response schema, its rich text sanitised (before any
 * cache keeps it or anyone reads it); an answer that breaks the schema is a broken upstream (502).
 */
export function checkAnswer(call: Pick<CallDef, 'response'>, payload: unknown, url: string): unknown {
  const parsed = call.response.safeParse(payload);
  if (parsed.success) return sanitizeAnswer(parsed.data);
  const issue = parsed.error.issues[0];
  throw unavailableError({
    url,
    reason: 'response breaks the contract',
    path: issue?.path.join('.'),
    issue: issue?.message,
  });
}

/** Classifies a failure without an HTTP answer: the deadline (504) or an unreachable upstream (502). */
export function transportError(err: unknown, url: string, timedOut: boolean): UpstreamError {
  if (err instanceof UpstreamError) return err;
  if (timedOut) return timeoutError({ url });
  const cause = err instanceof TransportFailure ? err.cause : err;
  const nested = (cause as { cause?: { code?: unknown } })?.cause;
  const code = (cause as { code?: unknown })?.code ?? nested?.code;
  return unavailableError({ url, code: typeof code === 'string' ? code : String(cause) }, cause);
}
