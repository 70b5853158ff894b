import {
  REVALIDATE_FUTURE_SKEW_SECONDS,
  REVALIDATE_WINDOW_SECONDS,
  SIGNATURE_HEADER,
  SIGNATURE_PREFIX,
  TIMESTAMP_HEADER,
} from './revalidate';

// The one signing and the one verifying of a change event, for the backend's notifier and the
// BFF's endpoint alike. Web Crypto (global in Node and browsers) rather than node:crypto, so
// shared/ stays free of Node modules; its HMAC verify compares in constant time.

const encoder = new TextEncoder();

export type SignatureProblem = 'missing' | 'malformed' | 'expired' | 'future' | 'mismatch';
export type SignatureCheck = { ok: true } | { ok: false; problem: SignatureProblem };

export interface SignedRequest {
  /** The X-Revalidate-Timestamp header as received. */
  timestamp: string | undefined;
  /** The X-Revalidate-Signature header as received. */
  signature: string | undefined;
  /** The raw body, byte for byte as received (before any parse). */
  body: Uint8Array;
}

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** The bytes signed: "<timestamp>." then the raw body. */
function signedBytes(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`${timestamp}.`);
  const bytes = new Uint8Array(head.length + body.length);
  bytes.set(head);
  bytes.set(body, head.length);
  return bytes;
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The two headers that sign `body` at `nowSeconds`. */
export async function signRevalidate(
  secret: string,
  body: string,
  nowSeconds: number = Date.now() / 1000,
): Promise<Record<typeof TIMESTAMP_HEADER | typeof SIGNATURE_HEADER, string>> {
  const timestamp = String(Math.floor(nowSeconds));
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    signedBytes(timestamp, encoder.encode(body)),
  );
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `${SIGNATURE_PREFIX}${hex(mac)}` };
}

/** Whether the request was signed with `secret` within the window around `nowSeconds`. */
export async function verifyRevalidate(
  secret: string,
  request: SignedRequest,
  nowSeconds: number = Date.now() / 1000,
): Promise<SignatureCheck> {
  const { timestamp, signature } = request;
  if (!timestamp || !signature) return { ok: false, problem: 'missing' };
  const digits = SIGNATURE.exec(signature.trim())?.[1];
  if (!TIMESTAMP.test(timestamp.trim()) || !digits) return { ok: false, problem: 'malformed' };
  const age = Math.floor(nowSeconds) - Number(timestamp);
  if (age > REVALIDATE_WINDOW_SECONDS) return { ok: false, problem: 'expired' };
  if (-age > REVALIDATE_FUTURE_SKEW_SECONDS) return { ok: false, problem: 'future' };
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    fromHex(digits),
    signedBytes(timestamp.trim(), request.body),
  );
  return valid ? { ok: true } : { ok: false, problem: 'mismatch' };
}

/** What a refused request is told: enough for an operator to fix the sender, nothing about the secret. */
export const SIGNATURE_MESSAGES: Readonly<Record<SignatureProblem, string>> = {
  missing: `Missing ${SIGNATURE_HEADER} or ${TIMESTAMP_HEADER}`,
  malformed: `Malformed ${SIGNATURE_HEADER} (sha256=<hex>) or ${TIMESTAMP_HEADER} (unix seconds)`,
  expired: `Signature too old: signed more than ${REVALIDATE_WINDOW_SECONDS / 60} minutes ago`,
  future: `Signature timestamp is in the future (more than ${REVALIDATE_FUTURE_SKEW_SECONDS} s ahead)`,
  mismatch: 'Invalid signature',
};
