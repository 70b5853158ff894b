import { CMS_IMAGE_ALIAS, IMAGE_SOURCE_MAX_LENGTH, IPX_PREFIX } from '../../shared/images/image-constants';
import { isCmsImageId } from '../../shared/images/ipx-url';
import { ImageError } from './image-error';

// Which /_ipx sources may be fetched. The optimiser must never be turned on
// the shop itself or become an open proxy (SSRF):
// - the CMS alias `/cms/<id>` and absolute http(s) URLs on an allowed host only;
// - never the site's own host name (any port): the shop would fetch, decode and encode its
//   own answers, and a nested /_ipx URL multiplies the work at every level;
// - never a source that names /_ipx anywhere (nested), however it is percent-encoded;
// - never longer than IMAGE_SOURCE_MAX_LENGTH.
// Redirects are never followed (server/upstream/image-source.ts), so a source cannot leave these rules.

export interface SourceRules {
  /** Base URL of the CMS; read per request because the embedded backend's port is known late. */
  cmsAssetsUrl: () => string;
  /** Hosts (host or host:port) an absolute source may come from: the CMS hosts, the shop CDN. */
  allowedHosts: readonly string[];
  /** Host names of the site itself (SITE_URL); refused even when listed in allowedHosts. */
  ownHosts?: readonly string[];
}

const NESTED = new RegExp(`${IPX_PREFIX}(?:[/?#]|$)`, 'i');

/** True when the source, or any decoding of it, names the optimiser itself. */
export function namesOptimiser(source: string): boolean {
  let text = source.replace(/\\/g, '/');
  // A bounded number of rounds: each decoding shortens the text, and 4 covers any real encoding.
  for (let round = 0; round < 4; round++) {
    if (NESTED.test(text)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return false;
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return NESTED.test(text);
}

function hostNameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return host.toLowerCase();
  }
}

/** The URL to fetch for an /_ipx source, or an ImageError saying why it is refused. */
export function resolveSource(source: string, rules: SourceRules): string {
  if (source.length > IMAGE_SOURCE_MAX_LENGTH) throw new ImageError(414, 'Image source URL too long');
  if (namesOptimiser(source)) throw new ImageError(400, 'Nested image optimiser sources are not allowed');

  const cmsPrefix = `${CMS_IMAGE_ALIAS}/`;
  if (source.startsWith(cmsPrefix)) {
    const id = source.slice(cmsPrefix.length);
    if (!isCmsImageId(id)) throw new ImageError(400, `Invalid CMS image id: ${id}`);
    const base = rules.cmsAssetsUrl().replace(/\/+$/, '');
    return `${base}/assets/${encodeURIComponent(id)}`;
  }
  if (/^https?:\/\//i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw new ImageError(400, 'Invalid image source URL');
    }
    if (url.username || url.password) throw new ImageError(400, 'Invalid image source URL');
    if (namesOptimiser(url.pathname)) throw new ImageError(400, 'Nested image optimiser sources are not allowed');
    const own = (rules.ownHosts ?? []).map(hostNameOf);
    if (own.includes(url.hostname.toLowerCase())) {
      throw new ImageError(400, `Image host not allowed: ${url.host} is the site itself`);
    }
    const allowed = rules.allowedHosts.map((h) => h.toLowerCase());
    if (!allowed.includes(url.host.toLowerCase()) && !allowed.includes(url.hostname.toLowerCase())) {
      throw new ImageError(400, `Image host not allowed: ${url.host}`);
    }
    return url.href;
  }
  throw new ImageError(400, 'Invalid image source: expected /cms/<id> or an absolute URL on an allowed host');
}
