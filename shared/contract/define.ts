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

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The last path segment, e.g. 'get-product-by-handle'. */
  name: string;
  service: Service;
  /** Browser-facing and upstream path, e.g. '/api/ecom/v1.0/get-product-by-handle'. */
  path: string;
  /** Request body schema (strict objects). For 'body' token calls the token is NOT part of this schema. */
  request: Req;
  response: Res;
  token: TokenUse;
}

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
): CallDef<Req, Res> & { name: N } {
  return { name, service, path: `${API_PREFIX[service]}/${name}`, request, response, token };
}
