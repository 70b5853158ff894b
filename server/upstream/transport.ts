// What a transport does: one attempt in, a raw answer or a TransportFailure out. Everything
// else (token, headers, timeout, retries, reading and checking the answer) is the client's, once.

export interface Attempt {
  /** Base URL of the service plus the call's path. */
  url: string;
  /** The JSON text sent upstream. */
  payload: string;
  headers: Record<string, string>;
  /** The call's deadline (deadline.ts): the attempt stops when it fires. */
  signal: AbortSignal;
}

export interface RawAnswer {
  status: number;
  text: string;
}

/** No complete HTTP answer. `beforeAnswer`: nothing came back at all (a retry cannot double anything read). */
export class TransportFailure extends Error {
  constructor(
    readonly beforeAnswer: boolean,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'TransportFailure';
  }
}

export type Transport = (attempt: Attempt) => Promise<RawAnswer>;
