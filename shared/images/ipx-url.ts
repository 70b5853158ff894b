import { CMS_IMAGE_ALIAS, IMAGE_MAX_DIMENSION, IPX_PREFIX } from './image-constants';

// The /_ipx/{modifiers}/{source} URL, built by the client and parsed by the server's image
// optimiser from this one module so the two cannot drift apart.

/** SPEC section 9: output webp, jpeg and png converted (AVIF's encoder costs seconds a picture). */
export const IMAGE_FORMATS = ['webp', 'jpeg', 'jpg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export interface IpxModifiers {
  format?: ImageFormat;
  fit?: ImageFit;
  width?: number;
  height?: number;
  /** 1..100 */
  quality?: number;
  /** '#rrggbb' or '#rrggbbaa' */
  background?: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A bare CMS asset id (no slash, no scheme) as opposed to a path or URL. */
export function isCmsImageId(src: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(src) && !src.includes('..');
}

/** CMS ids become '/cms/<id>'; paths and URLs are kept as they are. */
export function resolveImageSource(src: string): string {
  const s = src.trim();
  return isCmsImageId(s) ? `${CMS_IMAGE_ALIAS}/${s}` : s;
}

export function clampDimension(n: number): number {
  return Math.min(IMAGE_MAX_DIMENSION, Math.max(1, Math.round(n)));
}

/** Fixed order so equal requests give equal URLs (one cache entry, not six). */
export function formatModifiers(m: IpxModifiers): string {
  const parts: string[] = [];
  if (m.format) parts.push(`f_${m.format}`);
  if (m.fit) parts.push(`fit_${m.fit}`);
  if (m.width !== undefined) parts.push(`w_${clampDimension(m.width)}`);
  if (m.height !== undefined) parts.push(`h_${clampDimension(m.height)}`);
  if (m.quality !== undefined) parts.push(`q_${Math.min(100, Math.max(1, Math.round(m.quality)))}`);
  if (m.background) parts.push(`b_${m.background.replace(/^#/, '')}`);
  return parts.length ? parts.join(',') : '_';
}

/** '?' and '#' in a source (CDN query strings) must not end the /_ipx path. */
function encodeSource(source: string): string {
  return encodeURI(source).replace(/\?/g, '%3F').replace(/#/g, '%23');
}

export function buildIpxUrl(src: string, modifiers: IpxModifiers = {}): string {
  const source = resolveImageSource(src);
  const path = source.startsWith('/') ? source : `/${source}`;
  return `${IPX_PREFIX}/${formatModifiers(modifiers)}${encodeSource(path)}`;
}

/** '/_ipx/w_10/cms/abc' → { modifiers: 'w_10', source: '/cms/abc' }; null if not an /_ipx path. */
export function splitIpxPath(pathname: string): { modifiers: string; source: string } | null {
  const m = /^\/_ipx\/([^/]+)(\/.+)$/.exec(pathname);
  if (!m?.[1] || !m[2]) return null;
  let source: string;
  try {
    source = decodeURIComponent(m[2]);
  } catch {
    return null;
  }
  // Proxies may collapse 'https://' in a path to 'https:/'; both mean the same source.
  source = source.replace(/^\/(https?):\/+/i, (_all, scheme: string) => `${scheme.toLowerCase()}://`);
  return { modifiers: m[1], source };
}

const bad = (message: string): { ok: false; message: string } => ({ ok: false, message });

function parseDimension(name: string, value: string): number | string {
  return /^\d{1,6}$/.test(value)
    ? clampDimension(Number(value))
    : `Invalid image modifier ${name}_${value}: expected a whole number`;
}

/** Parses 'f_webp,fit_cover,w_640' (or '_'); errors name the offending modifier. */
export function parseModifiers(text: string): ParseResult<IpxModifiers> {
  const out: IpxModifiers = {};
  if (text === '_' || text === '') return { ok: true, value: out };
  for (const part of text.split(',')) {
    const i = part.indexOf('_');
    const name = i < 0 ? part : part.slice(0, i);
    const value = i < 0 ? '' : part.slice(i + 1);
    if (value === '') return bad(`Invalid image modifier ${part || '(empty)'}: missing value`);
    switch (name) {
      case 'f':
        if (!(IMAGE_FORMATS as readonly string[]).includes(value)) {
          return bad(`Invalid image modifier f_${value}: format must be one of ${IMAGE_FORMATS.join(', ')}`);
        }
        out.format = value as ImageFormat;
        break;
      case 'fit':
        if (!(IMAGE_FITS as readonly string[]).includes(value)) {
          return bad(`Invalid image modifier fit_${value}: fit must be one of ${IMAGE_FITS.join(', ')}`);
        }
        out.fit = value as ImageFit;
        break;
      case 'w':
      case 'h': {
        const n = parseDimension(name, value);
        if (typeof n === 'string') return bad(n);
        out[name === 'w' ? 'width' : 'height'] = n;
        break;
      }
      case 's': {
        const m = /^(\d{1,6})x(\d{1,6})$/.exec(value);
        if (!m) return bad(`Invalid image modifier s_${value}: expected WIDTHxHEIGHT`);
        out.width = clampDimension(Number(m[1]));
        out.height = clampDimension(Number(m[2]));
        break;
      }
      case 'q':
        if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 100)
          return bad(`Invalid image modifier q_${value}: expected 1-100`);
        out.quality = Number(value);
        break;
      case 'b':
        if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) {
          return bad(`Invalid image modifier b_${value}: expected a hex colour`);
        }
        out.background = `#${value.toLowerCase()}`;
        break;
      default:
        return bad(`Unknown image modifier: ${part}`);
    }
  }
  return { ok: true, value: out };
}
