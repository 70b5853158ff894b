import type { Request, RequestHandler } from 'express';
import type { ApiClient } from '../../shared/contract/api-client';
import type { CallDef } from '../../shared/contract/define';
import { calls, type CallInput, type CallName, type CallOutput } from '../../shared/contract/registry';
import { issueProblem } from '../../shared/contract/validation-issue';
import { startDeadline, type Deadline } from './deadline';
import { tokenSafe } from './header-values';
import { upstreamHeaders, type ForwardContext } from './forward-headers';
import { createHttpTransport, type FetchImpl } from './http-transport';
import { applyToken } from './inject-token';
import { createCheckoutPassThrough } from './checkout-pass-through';
import { fetchImageSource, type ImageSourceLimits } from './image-source';
import { AnswerCache } from '../cache/answer-cache';
import { answerTags } from '../cache/answer-tags';
import { checkAnswer, interpretUpstreamResponse, transportError } from './read-answer';
import { shouldRetry, type AttemptFailure } from './retry-policy';
import { answersNeedStrip, stripTokens } from './strip-tokens';
import { TransportFailure, type RawAnswer } from './transport';
import { signInRequiredError, UpstreamError } from './upstream-error';
import { upstreamBase, type UpstreamTargets } from './upstream-targets';
import type { UpstreamRecorder } from '../telemetry/metrics/bff-metrics';
import { inSpan } from '../telemetry/spans';

// The ONE way from the BFF to the upstream (ARCHITECTURE, "server/upstream"): a call, its
// validated input and the request's facts become an HTTP request and a validated answer.
// Token injection, forwarded headers, one deadline, one retry policy, error mapping, the
// contract check of the answer and the public-answer cache live here and nowhere else; the
// fetch transport only moves bytes. Besides the calls, only two things leave the BFF: the
// hosted checkout's pages (streamed, docs/decisions/027) and the image optimiser's sources.

/** A call's body and token, checked and ready to send. */
interface Prepared {
  payload: string;
  authorization?: string;
}

export interface UpstreamOptions {
  targets: UpstreamTargets;
  timeoutMs: number;
  fetchImpl?: FetchImpl;
  /** The shared public-answer cache (server/cache, tagged); one is made when absent. */
  cache?: AnswerCache;
  /**
   * Completes a server-side input from the request before validation (the cart service fills
   * the cart id from the cookie here). Identity by default.
   */
  fillInput?: (call: CallDef, input: unknown, request: UpstreamRequest) => unknown;
  /** Told of every exchange and retry (server/telemetry/metrics). */
  metrics?: UpstreamRecorder;
}

/** What the upstream may learn about the browser request a call serves (server/http/request-context.ts). */
export interface UpstreamRequest {
  /** Session token from the httpOnly cookie; undefined when signed out. */
  token?: string | undefined;
  /** Cart id from the httpOnly cart cookie. */
  cartId?: string | undefined;
  forward?: ForwardContext;
  /** The browser went away: stop waiting. */
  signal?: AbortSignal;
  /** A shorter deadline than the configured one (readiness probes). */
  timeoutMs?: number;
}

export interface SendOptions {
  signal?: AbortSignal;
  /**
   * Ask the upstream even for a cacheable call: the browser's /api calls do, so the shared
   * public-answer cache serves the BFF's own calls only (SSR, the sitemap, readiness).
   */
  fresh?: boolean;
}

/** The calls of one request: typed (SSR loaders, cart service, sitemap) or raw (the /api handlers). */
export interface UpstreamClient extends ApiClient {
  /**
   * A validated input to a checked answer, tokens still inside (the BFF's /api handlers act on
   * them and strip them before answering). `signal` stops waiting when the browser leaves.
   */
  send(call: CallDef, input: unknown, options?: SendOptions): Promise<unknown>;
}

export interface Upstream {
  /** The calls, bound to one request's facts (none: an anonymous request, as the page cache renders). */
  client(request?: UpstreamRequest): UpstreamClient;
  /** /checkout/* to the ecom service as is, with the session token the request context read. */
  checkoutPassThrough(tokenOf: (req: Request) => string | undefined): RequestHandler;
  /** An image source the optimiser allowed (server/images), read within the limits. */
  imageSource(url: string, limits: ImageSourceLimits): Promise<Buffer>;
}

/** How the retry policy sees one attempt: a status, a connection that never answered, or a final failure. */
function failureOf(outcome: { answer: RawAnswer } | { error: unknown }): AttemptFailure {
  if ('answer' in outcome) return { kind: 'status', status: outcome.answer.status };
  return outcome.error instanceof TransportFailure && outcome.error.beforeAnswer
    ? { kind: 'connection' }
    : { kind: 'final' };
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const cache = options.cache ?? new AnswerCache();
  const viaFetch = createHttpTransport(options.fetchImpl);
  const fillInput = options.fillInput ?? ((_call, input) => input);

  /** The token rules; a signed-out visitor gets the call's signed-out answer or a 401. */
  function prepare(call: CallDef, input: unknown, request: UpstreamRequest) {
    // A token that cannot travel in a header is no token: signed out, whatever
    // the cookie layer let through.
    const token = tokenSafe(request.token);
    // A fixed signed-out answer spares the round trip (review eligibility on every product page).
    if (token === undefined && call.signedOut !== undefined) return { signedOut: call.signedOut };
    const applied = applyToken(call, input, token);
    if (!applied.ok) throw signInRequiredError();
    return { payload: JSON.stringify(applied.body), authorization: applied.authorization };
  }

  /** The upstream request's headers, made only when it is sent (a cached public answer needs none). */
  const headersFor = (prepared: Prepared, request: UpstreamRequest) =>
    upstreamHeaders(request.forward ?? {}, prepared.authorization);

  /** Attempts until an answer or a failure the policy does not retry; the deadline spans all of them. */
  async function exchange(
    call: CallDef,
    url: string,
    deadline: Deadline,
    attempt: () => Promise<RawAnswer>,
  ): Promise<RawAnswer> {
    for (let n = 0; ; n++) {
      let outcome: { answer: RawAnswer } | { error: unknown };
      try {
        outcome = { answer: await attempt() };
      } catch (error) {
        outcome = { error };
      }
      if (!deadline.signal.aborted && shouldRetry(call, failureOf(outcome), n)) {
        options.metrics?.retried(call.name);
        continue;
      }
      if ('answer' in outcome) return outcome.answer;
      throw transportError(outcome.error, url, deadline.timedOut());
    }
  }

  function checked(call: CallDef, url: string, answer: RawAnswer): unknown {
    return checkAnswer(call, interpretUpstreamResponse(answer.status, answer.text), url);
  }

  /** One call to the upstream, a span of its own (the fetch's client span, which sends `traceparent`, is its child). */
  const sendUncached = (call: CallDef, prepared: Prepared, request: UpstreamRequest) =>
    inSpan(`upstream ${call.name}`, { 'upstream.call': call.name }, () => exchangeOnce(call, prepared, request));

  async function exchangeOnce(call: CallDef, prepared: Prepared, request: UpstreamRequest) {
    const url = upstreamBase(options.targets, call.service) + call.path;
    const deadline = startDeadline(request.timeoutMs ?? options.timeoutMs, request.signal);
    const headers = headersFor(prepared, request);
    const started = performance.now();
    let answer: RawAnswer;
    try {
      answer = await exchange(call, url, deadline, () =>
        viaFetch({ url, payload: prepared.payload, headers, signal: deadline.signal }),
      );
    } catch (err) {
      options.metrics?.exchanged(call.name, (performance.now() - started) / 1000, { timedOut: deadline.timedOut() });
      throw err;
    }
    options.metrics?.exchanged(call.name, (performance.now() - started) / 1000, answer);
    return checked(call, url, answer);
  }

  async function send(call: CallDef, input: unknown, request: UpstreamRequest, fresh = false): Promise<unknown> {
    const prepared = prepare(call, input, request);
    if ('signedOut' in prepared) return prepared.signedOut;
    if (call.cacheMs <= 0 || fresh) return sendUncached(call, prepared, request);
    return inSpan(`answer cache ${call.name}`, { 'upstream.call': call.name }, (span) => {
      span?.setAttribute('cache.hit', true);
      return cache.fetch(
        `${call.name} ${prepared.payload}`,
        call.cacheMs,
        () => {
          span?.setAttribute('cache.hit', false);
          // A shared answer must not be cancelled by the one request that started it.
          const { signal: _own, ...shared } = request;
          return sendUncached(call, prepared, shared);
        },
        (answer) => answerTags(call.name, input, answer),
      );
    });
  }

  /** The request with the caller's own signal, when it has one. */
  const withSignal = (request: UpstreamRequest, signal: AbortSignal | undefined): UpstreamRequest =>
    // (Object.assign: V8's spread-then-key literal takes a slow path, on every call of a render)
    signal && signal !== request.signal ? Object.assign({}, request, { signal }) : request;

  const upstream: Upstream = {
    client(request = {}) {
      return {
        send: (call, input, sendOptions) =>
          send(call, input, withSignal(request, sendOptions?.signal), sendOptions?.fresh),
        async call<N extends CallName>(
          name: N,
          input: CallInput<N>,
          callOptions?: { signal?: AbortSignal },
        ): Promise<CallOutput<N>> {
          if (!Object.prototype.hasOwnProperty.call(calls, name)) {
            throw new UpstreamError(404, `Unknown API call: ${String(name)}`, { kind: 'refused' });
          }
          const call = calls[name] as CallDef;
          const parsed = call.request.safeParse(fillInput(call, input, request));
          if (!parsed.success) {
            const { field, error } = issueProblem(parsed.error);
            throw new UpstreamError(400, error, { kind: 'refused', field });
          }
          const output = await send(call, parsed.data, withSignal(request, callOptions?.signal));
          // SSR dehydrates answers into the HTML, so the token rule holds here too; a call whose
          // contract cannot answer a token key (the catalog, content) is not walked.
          return (answersNeedStrip(call) ? stripTokens(output) : output) as CallOutput<N>;
        },
      };
    },

    checkoutPassThrough(tokenOf) {
      return createCheckoutPassThrough(upstreamBase(options.targets, 'ecom'), tokenOf);
    },

    imageSource(url, limits) {
      return fetchImageSource(options.fetchImpl ?? fetch, url, limits);
    },
  };
  return upstream;
}
