import type { CallName, CallOutput, CallParsedInput } from '../../../shared/contract/registry';
import type { MailListener } from '../customers/outbox';
import type { Db } from '../db/open-database';

/** Everything a call handler may use. One per request. */
export interface Ctx {
  db: Db;
  secret: string;
  /** the storefront's public URL, for links the backend hands out (reset, activation, checkout) */
  siteUrl: string;
  now: Date;
  /** told of every mail put in the outbox */
  onMail?: MailListener | undefined;
  /** the raw session token sent by the BFF (header or body), if any */
  token: string | null;
  /** the signed-in customer's id, when the token is a live session */
  customerId: number | null;
}

export type Handler<N extends CallName> = (
  input: CallParsedInput<N>,
  ctx: Ctx,
) => CallOutput<N> | Promise<CallOutput<N>>;

export type HandlerMap<N extends CallName> = { [K in N]: Handler<K> };
