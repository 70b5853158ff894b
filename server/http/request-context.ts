import type { Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { ApiClient } from '../../shared/contract/api-client';
import { loggerFor, type ApiLogger } from '../api/api-response';
import { clearAllSessionState, clearCartCookie } from '../api/session-cookies';
import { forwardContextFrom, requestIdOf } from '../upstream/forward-headers';
import type { Upstream, UpstreamClient, UpstreamRequest } from '../upstream/upstream-client';
import { UpstreamError } from '../upstream/upstream-error';
import { readCartId, readSession, type CookieFlags, type SessionRead } from './session-cookie-read';

// Request flow step 3 (ARCHITECTURE): what every later step knows about the visitor, read once.
// The session and cart cookies are read here and nowhere else; the upstream client bound to
// them is made here; and the two rules that follow from an upstream's answer about those
// cookies live here, once, for pages, /api, the cart action and form posts alike:
//  - a stale cart cookie is forgotten: the upstream no longer knows the cookie's cart
//    (SPEC section 4 "Cart": the visitor starts anew);
//  - a lapsed session signs the browser out: user-info finds no user for the token, or the
//    upstream refuses it (SPEC sections 4 and 8: session, og_auth and cart cookies go).

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the request context middleware, before any step that reads it. */
    context?: RequestContext;
  }
}

export interface RequestContext {
  /** The request id of the log lines and the upstream's X-Request-Id. */
  readonly requestId: string | undefined;
  /** This response's CSP nonce (server/http/security.ts). */
  readonly nonce: string;
  /** A crawler (isbot's list: lighthouse, facebookexternalhit, google…): it gets the whole page at once. */
  readonly bot: boolean;
  /**
   * Whether the request names one of these cookies, whatever its value or prefix (__Host-): a
   * fact for caching (a page with it is someone's), never for who the visitor is.
   */
  namesCookie(names: readonly string[]): boolean;
  /** The session token of the one well-formed session cookie; undefined when signed out. */
  readonly token: string | undefined;
  /** A session cookie came but was refused (malformed, duplicated): signed out, and its cookies should go. */
  readonly sessionRefused: boolean;
  /** The cart id of the cart cookie; undefined when there is no usable one. */
  readonly cartId: string | undefined;
  /**
   * The upstream client of this request: token, cart id and forwarded headers filled in, and
   * the two rules above applied to what it answers (get-cart, user-info).
   */
  readonly upstream: UpstreamClient;
  /** A client of this request acting with a token the cookies do not hold yet (a sign-in's follow-ups); no rules. */
  upstreamWith(token: string): UpstreamClient;
  /** The cookie's cart is gone upstream: its cookie is cleared, once. */
  forgetCart(): void;
  /** The session lapsed or was refused: session, og_auth and cart cookies are cleared, once. */
  signOut(): void;
}

export interface RequestContextOptions {
  /** Which cookie names are read and cleared (`__Host-` prefixed on an https site). */
  cookies: CookieFlags;
  upstream: Upstream;
  logger: ApiLogger;
}

/** The request's context; the middleware runs before any step that asks. */
export function contextOf(req: Request): RequestContext {
  const context = req.context;
  if (!context) throw new Error('request context missing: mount requestContext() before the steps that read it');
  return context;
}

/** The client of the context, with the stale cart and lapsed session rules on its answers. */
function withRules(client: UpstreamClient, context: RequestContext): UpstreamClient {
  const call = (async (name: string, input: unknown, options?: { signal?: AbortSignal }) => {
    if (name === 'user-info') return userInfo(client, context, options);
    const answer = await client.call(name as 'get-cart', input as { cartId?: string }, options);
    if (name === 'get-cart' && answer.cart === null && context.cartId !== undefined) {
      const asked = (input as { cartId?: string } | undefined)?.cartId;
      if (asked === undefined || asked === context.cartId) context.forgetCart();
    }
    return answer;
  }) as ApiClient['call'];
  return { send: client.send, call };
}

async function userInfo(client: UpstreamClient, context: RequestContext, options?: { signal?: AbortSignal }) {
  if (context.token === undefined) {
    // A refused cookie is dropped as a lapsed one would be; the signed-out answer needs no upstream.
    if (context.sessionRefused) context.signOut();
    return client.call('user-info', {}, options);
  }
  try {
    const answer = await client.call('user-info', {}, options);
    if (!answer.user) context.signOut();
    return answer;
  } catch (err) {
    // A 4xx is the upstream refusing the token: a silent sign-out. An outage changes nothing.
    if (!(err instanceof UpstreamError) || err.kind !== 'rejected') throw err;
    context.signOut();
    return { user: null };
  }
}

class Context implements RequestContext {
  readonly requestId: string | undefined;
  #session: SessionRead | undefined;
  #cartId: { value: string | undefined } | undefined;
  #bot: boolean | undefined;
  #facts: UpstreamRequest | undefined;
  #upstream: UpstreamClient | undefined;
  #cartForgotten = false;
  #signedOut = false;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly options: RequestContextOptions,
  ) {
    this.requestId = requestIdOf(req);
  }

  // Each fact is read once, on first use: a static file's request never parses a cookie.
  private get session(): SessionRead {
    return (this.#session ??= readSession(this.req, this.options.cookies));
  }

  get token(): string | undefined {
    return this.session.token;
  }

  get sessionRefused(): boolean {
    return this.session.refused;
  }

  get cartId(): string | undefined {
    return (this.#cartId ??= { value: readCartId(this.req, this.options.cookies) }).value;
  }

  get nonce(): string {
    return this.res.locals.nonce;
  }

  namesCookie(names: readonly string[]): boolean {
    const header = this.req.headers.cookie;
    return header !== undefined && names.some((name) => header.includes(`${name}=`));
  }

  get bot(): boolean {
    return (this.#bot ??= isbot(this.req.get('user-agent') ?? ''));
  }

  private get facts(): UpstreamRequest {
    return (this.#facts ??= { token: this.token, cartId: this.cartId, forward: forwardContextFrom(this.req) });
  }

  get upstream(): UpstreamClient {
    return (this.#upstream ??= withRules(this.options.upstream.client(this.facts), this));
  }

  upstreamWith(token: string): UpstreamClient {
    return this.options.upstream.client({ ...this.facts, token });
  }

  forgetCart(): void {
    if (this.#cartForgotten || this.cartId === undefined) return;
    this.#cartForgotten = true;
    // Loaders and handlers learn of it before the first byte; a stream already under way keeps it.
    if (!this.res.headersSent) clearCartCookie(this.res, this.options.cookies);
  }

  signOut(): void {
    if (this.#signedOut) return;
    this.#signedOut = true;
    if (this.token !== undefined)
      loggerFor(this.req, this.options.logger).info({ call: 'user-info' }, 'session no longer valid: signed out');
    if (!this.res.headersSent) clearAllSessionState(this.res, this.options.cookies);
  }
}

/** Step 3: the context of every request, before static files, ops, images, /api and pages. */
export function requestContext(options: RequestContextOptions): RequestHandler {
  return (req, res, next) => {
    req.context = new Context(req, res, options);
    next();
  };
}
