import { GID_PREFIX } from '../constants';

// Address ids travel in URLs (/account/addresses/{id}); they are obfuscated so the commerce
// gid is not shown verbatim. This is not encryption: the key ships to the browser. It only
// has to be reversible and URL-safe. Runs in Node and browsers alike (no Buffer).
export const XOR_ID_KEY = 'lumen-skin-address';

const keyBytes = new TextEncoder().encode(XOR_ID_KEY);
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

function xor(bytes: Uint8Array): Uint8Array {
  return bytes.map((b, i) => b ^ (keyBytes[i % keyBytes.length] ?? 0));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** gid://shopify/MailingAddress/1 → URL-safe base64 of the XOR-ed bytes. */
export function encodeId(id: string): string {
  return toBase64Url(xor(new TextEncoder().encode(id)));
}

/**
 * The gid behind an encoded id. Only a result starting with 'gid://' counts as decoded;
 * anything else (a raw gid, a foreign or mangled value) is returned unchanged so callers can
 * pass either form.
 */
export function decodeId(value: string): string {
  if (value.startsWith(GID_PREFIX)) return value;
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length === 0) return value;
  let decoded: string;
  try {
    decoded = utf8Decoder.decode(xor(bytes));
  } catch {
    return value;
  }
  return decoded.startsWith(GID_PREFIX) ? decoded : value;
}
