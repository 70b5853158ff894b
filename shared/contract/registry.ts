import type { z } from 'zod';
import { cartCalls } from './cart';
import { contentCalls } from './content';
import { customerCalls } from './customer';
import { newsletterCalls } from './newsletter';
import { productCalls } from './product';
import { redirectCalls } from './redirect';
import { reviewCalls } from './review';
import { routineCalls } from './routine';
import { searchCalls } from './search';
import { stockAlertCalls } from './stock-alert';
import { subscriptionCalls } from './subscription';

// Every upstream call by name. Code calls `api.call(name, input)`; the name picks the path,
// the schemas and how the session token travels.
export const calls = {
  ...customerCalls,
  ...subscriptionCalls,
  ...productCalls,
  ...cartCalls,
  ...contentCalls,
  ...searchCalls,
  ...newsletterCalls,
  ...reviewCalls,
  ...redirectCalls,
  ...stockAlertCalls,
  ...routineCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller passes (defaults not yet applied). */
export type CallInput<N extends CallName> = z.input<Calls[N]['request']>;
/** The schema the upstream validates: `upstreamRequest` where the BFF fills fields in (the cart id), else `request`. */
export type UpstreamRequestOf<C> = C extends { upstreamRequest: infer U extends z.ZodType }
  ? U
  : C extends { request: infer R extends z.ZodType }
    ? R
    : never;
/** The request after parsing (defaults applied), as the upstream sees it. */
export type CallParsedInput<N extends CallName> = z.output<UpstreamRequestOf<Calls[N]>>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['response']>;

export const callNames = Object.keys(calls) as CallName[];

export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(calls, name);
}

/** Looks a call up by its path, e.g. '/api/ecom/v1.0/get-cart'. */
const byPath = new Map<string, Calls[CallName]>(Object.values(calls).map((c) => [c.path, c]));
export function callByPath(path: string): Calls[CallName] | undefined {
  return byPath.get(path);
}
