import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { MAX_PICTURE_BYTES } from '../picture-check';
import { isListedHost, isPublicAddress } from './address-check';

// Fetches a picture an import names by URL: only from a listed host, only when every address
// its name resolves to is public (and the connection goes to one of those very addresses, so a
// second lookup cannot swap in a private one), at most a few redirects on the same host, within
// a time limit and the upload's size limit. What comes back is then checked like an upload.

export interface FetchImageOptions {
  hosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  /** the address rule; only tests replace it (to reach a server on 127.0.0.1) */
  isAllowedAddress?: (address: string) => boolean;
}

export type FetchedImage = { ok: true; bytes: Buffer } | { ok: false; message: string };

const MAX_REDIRECTS = 3;

class Refused extends Error {}

function resolveChecked(hostname: string, allowed: (a: string) => boolean): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return reject(new Refused(`the host ${hostname} was not found`));
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address)))
        return reject(new Refused(`${hostname} resolves to a private or reserved address`));
      resolve(addresses);
    });
  });
}

function get(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  // the connection uses the addresses checked above, never a fresh lookup
  const pinned = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as unknown as LookupFunction;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'GET', lookup: pinned, signal, headers: { accept: 'image/*' } }, resolve);
    req.on('error', reject);
    req.end();
  });
}

function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(res.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      res.destroy();
      return reject(new Refused(`the picture is larger than ${maxBytes / 1024 / 1024} MB`));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(new Refused(`the picture is larger than ${maxBytes / 1024 / 1024} MB`));
      } else chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

export async function fetchImage(src: string, options: FetchImageOptions): Promise<FetchedImage> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? MAX_PICTURE_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 15_000);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { ok: false, message: 'Give the picture as a full address (https://…).' };
  }
  const host = url.host;
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Refused('only http and https addresses are fetched');
      if (url.username || url.password) throw new Refused('an address with a user name or password is not fetched');
      if (!isListedHost(url, options.hosts))
        throw new Refused(
          hop === 0
            ? `${url.host} is not an allowed picture host (IMAGE_SOURCE_HOSTS)`
            : `it redirects to another host (${url.host})`,
        );
      if (url.host !== host) throw new Refused(`it redirects to another host (${url.host})`);
      const addresses = await resolveChecked(url.hostname.replace(/^\[|\]$/g, ''), allowed);
      const res = await get(url, addresses, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= MAX_REDIRECTS) throw new Refused('it redirects too many times');
        url = new URL(res.headers.location, url);
        continue;
      }
      if (status !== 200) {
        res.resume();
        throw new Refused(`the server answered ${status}`);
      }
      return { ok: true, bytes: await readBody(res, maxBytes) };
    }
  } catch (err) {
    if (err instanceof Refused) return { ok: false, message: `The picture was not fetched: ${err.message}.` };
    if (signal.aborted) return { ok: false, message: 'The picture was not fetched: the server took too long.' };
    return { ok: false, message: `The picture was not fetched: ${(err as Error).message}.` };
  }
}
