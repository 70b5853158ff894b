import type { AppConfig } from '../config.server';
import type { CallDef } from '../../shared/contract/define';
import { upstreamHeaders, type ForwardContext } from './forward-headers.server';
import { applyToken } from './inject-token.server';
import { signInRequiredError, unavailableError } from './upstream-error.server';
import { postUpstream, upstreamUrl, type FetchImpl } from './upstream-fetch.server';

// One upstream call with a body already validated against the request schema: token rules,
// headers, HTTP, and the response checked against the shared response schema. Used by the
// router's own handlers (which act on the answer) and by the server transport.

export type UpstreamConfig = Pick<AppConfig, 'upstream' | 'upstreamTimeoutMs'>;

export interface CallUpstreamOptions {
  config: UpstreamConfig;
  token?: string | undefined;
  forward?: ForwardContext;
  fetchImpl?: FetchImpl;
  signal?: AbortSignal;
}

/**
 * What a 'body'-token call answers for a signed-out visitor without asking the upstream:
 * user-info is `{user: null}` (SPEC section 4: signed out), not an error.
 */
export const SIGNED_OUT_ANSWERS: Readonly<Record<string, unknown>> = Object.freeze({ 'user-info': { user: null } });

export function signedOutAnswer(call: Pick<CallDef, 'name'>): unknown {
  return Object.prototype.hasOwnProperty.call(SIGNED_OUT_ANSWERS, call.name) ? SIGNED_OUT_ANSWERS[call.name] : undefined;
}

/** Resolves with the validated response (tokens still inside: callers strip or act on them). */
export async function callUpstream(call: CallDef, parsedInput: unknown, options: CallUpstreamOptions): Promise<unknown> {
  const applied = applyToken(call, parsedInput, options.token);
  if (!applied.ok) {
    const answer = signedOutAnswer(call);
    if (answer !== undefined) return answer;
    throw signInRequiredError();
  }
  const url = upstreamUrl(options.config, call);
  const payload = await postUpstream({
    url,
    body: applied.body,
    headers: upstreamHeaders(options.forward ?? {}, applied.authorization),
    timeoutMs: options.config.upstreamTimeoutMs,
    ...(options.fetchImpl && { fetchImpl: options.fetchImpl }),
    ...(options.signal && { signal: options.signal }),
  });
  const parsed = call.response.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw unavailableError({ url, reason: 'response breaks the contract', path: issue?.path.join('.'), issue: issue?.message });
  }
  return parsed.data;
}
