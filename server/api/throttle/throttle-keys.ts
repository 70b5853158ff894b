import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { ThrottledCall } from './throttle-limits';

// The two keys an attempt counts against. Accounts are hashed so that the counter store (Redis,
// shared by every replica) never holds e-mail addresses, and keys stay short whatever is sent.

const UNKNOWN = 'unknown';

/** Eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...front, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The client address as one key: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 (one
 * subscriber usually holds a whole /64, so single addresses would be free to rotate).
 */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? '').split('%')[0]!.trim().toLowerCase();
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return UNKNOWN;
  const groups = ipv6Groups(address);
  if (!groups) return UNKNOWN;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  }
  return `${[a, b, c, d].map((n) => n.toString(16)).join(':')}::/64`;
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/** The e-mail as the shop compares it: trimmed, lower-case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The account a signed reset or activation link is for: its `id` parameter when it has one
 * (the embedded backend's links), else the link without query and fragment (other backends
 * put the customer in the path). Never the signature, so guessing signatures counts against
 * one account.
 */
export function linkAccount(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return `raw:${link.trim()}`;
  }
  const id = url.searchParams.get('id');
  return id ? `id:${id.trim()}` : `path:${url.pathname}`;
}

/** Whether this attempt counts at all: update-customer only when it changes the password or e-mail. */
export function isCounted(call: ThrottledCall, input: unknown): boolean {
  if (call !== 'update-customer') return true;
  const customer = ((input ?? {}) as { customer?: Record<string, unknown> }).customer ?? {};
  return customer.password !== undefined || customer.email !== undefined;
}

/**
 * The account key of one attempt, or null when it names none: the e-mail, the customer of a
 * signed link, or (update-customer) the session token it is made with.
 */
export function accountKey(call: ThrottledCall, input: unknown, token?: string): string | null {
  const body = (input ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
  switch (call) {
    case 'user-login':
    case 'user-create':
    case 'user-recover':
    case 'newsletter-subscribe':
    case 'stock-alert-subscribe': {
      const email = text('email');
      return email === null ? null : hash(`email:${normaliseEmail(email)}`);
    }
    case 'reset-password': {
      const link = text('resetUrl');
      return link === null ? null : hash(`link:${linkAccount(link)}`);
    }
    case 'activate-account': {
      const link = text('activationUrl');
      return link === null ? null : hash(`link:${linkAccount(link)}`);
    }
    case 'update-customer':
      return token ? hash(`session:${token}`) : null;
  }
}
