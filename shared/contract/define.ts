import type { z } from 'zod';

/** Which upstream serves a call: the commerce API or the content API. */
export type Service = 'ecom' | 'cms';

/**
 * How the customer's session token travels upstream. The browser never sends or sees it;
 * the BFF adds it from the httpOnly session cookie.
 * - 'none':   no token.
 * - 'body':   the token is written into the request body as `token` (user-info).
 * - 'header': `Authorization: <token>` (SPEC section 6); 401 from the BFF when signed out.
 * - 'optional-header': Authorization added when signed in, call still allowed when not.
 */
export type TokenUse = 'none' | 'body' | 'header' | 'optional-header';

/**
 * What the server's upstream client needs to know about a call besides its shapes. Written
 * on the entry, so no list keyed by call name exists anywhere else.
 */
export interface CallProperties<Out = unknown> {
  /**
   * How long (ms) the server may share the answer between visitors; absent or 0: never.
   * Only public calls (token 'none') that change nothing may say so.
   */
  cacheMs?: number;
  /** The call changes a cart and answers `{cart}`: the BFF's cart service settles it. */
  changesCart?: boolean;
  /**
   * A read without side effects: repeating it cannot apply anything twice, so the upstream
   * client may retry it once (docs/decisions/005).
   */
  safeToRepeat?: boolean;
  /**
   * The answer for a visitor without a session, without asking the upstream: of a 'body' or
   * 'header' call (else refused), or of an 'optional-header' call whose signed-out answer is fixed.
   */
  signedOut?: Out;
}

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The last path segment, e.g. 'get-product-by-handle'. */
  name: string;
  service: Service;
  /** Browser-facing and upstream path, e.g. '/api/ecom/v1.0/get-product-by-handle'. */
  path: string;
  /** Request body schema (strict objects). For 'body' token calls the token is NOT part of this schema. */
  request: Req;
  response: Res;
  /**
   * What the upstream validates, when it differs from what the BFF accepts (cart calls: the
   * BFF fills the cart id from its cookie, the upstream requires it). Absent: `request`.
   */
  upstreamRequest?: z.ZodType;
  token: TokenUse;
  /** 0 when the answer is never shared. */
  cacheMs: number;
  changesCart: boolean;
  safeToRepeat: boolean;
  /** Undefined: a signed-out visitor is refused (401). */
  signedOut?: z.output<Res>;
}

/** How long public catalog and content answers are shared between visitors on the server. */
export const PUBLIC_ANSWER_MS = 30_000;
/** Gift-with-purchase rules change rarely and are read on every cart change. */
export const GIFT_RULES_ANSWER_MS = 60_000;

/** A public read: shared between visitors for `cacheMs`, retried once on a passing failure. */
export const PUBLIC_READ = { cacheMs: PUBLIC_ANSWER_MS, safeToRepeat: true } as const;
/** A read that must reach the upstream every time (per-visitor or live data). */
export const FRESH_READ = { safeToRepeat: true } as const;

export const API_PREFIX: Record<Service, string> = {
  ecom: '/api/ecom/v1.0',
  cms: '/api/cms/v1.0',
};

export function defineCall<const N extends string, Req extends z.ZodType, Res extends z.ZodType>(
  service: Service,
  name: N,
  request: Req,
  response: Res,
  token: TokenUse = 'none',
  properties: CallProperties<z.output<Res>> = {},
): CallDef<Req, Res> & { name: N } {
  const def: CallDef<Req, Res> & { name: N } = {
    name,
    service,
    path: `${API_PREFIX[service]}/${name}`,
    request,
    response,
    token,
    cacheMs: properties.cacheMs ?? 0,
    changesCart: properties.changesCart ?? false,
    safeToRepeat: properties.safeToRepeat ?? false,
  };
  if (properties.signedOut !== undefined) def.signedOut = properties.signedOut;
  return def;
}
