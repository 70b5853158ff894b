import {
  IMAGE_DEFAULT_FIT,
  IMAGE_DEFAULT_FORMAT,
  IMAGE_DENSITIES,
  IMAGE_FALLBACK_WIDTH,
  IMAGE_SCREENS,
  IMAGE_WIDTH_BREAKPOINTS,
} from './image-constants';
import { buildIpxUrl, clampDimension, type ImageFit, type ImageFormat } from './ipx-url';

// src / srcset / sizes for an <img>, from the SPEC's image settings (section 9).

export interface SizeEntry {
  /** Media condition, or '' for the default (largest) entry. */
  media: string;
  /** The CSS length as written: '100vw', '1440px'. */
  size: string;
  /** Rendered CSS width at the entry's screen width, in px. */
  width: number;
  screenWidth: number;
}

const LARGEST_SCREEN = Math.max(...Object.values(IMAGE_SCREENS));

/**
 * 'sm:100vw md:80vw lg:1440px' → entries sorted by screen; the largest becomes the
 * unconditioned default, as the `sizes` attribute needs a last entry without a media query.
 * A key is a screen name or a pixel width ('900:50vw'); a bare size ('50vw') covers all
 * screens. Entries that cannot be read are skipped.
 */
export function parseSizes(sizes: string): SizeEntry[] {
  const entries: SizeEntry[] = [];
  for (const token of sizes.trim().split(/\s+/).filter(Boolean)) {
    const [key = '', rawSize = ''] = token.includes(':') ? token.split(':', 2) : ['', token];
    const screenWidth =
      key === ''
        ? LARGEST_SCREEN
        : Object.hasOwn(IMAGE_SCREENS, key)
          ? IMAGE_SCREENS[key as keyof typeof IMAGE_SCREENS]
          : /^\d+$/.test(key)
            ? Number(key)
            : 0;
    const size = /^\d+$/.test(rawSize) ? `${rawSize}px` : rawSize;
    const m = /^(\d+(?:\.\d+)?)(vw|px)$/.exec(size);
    if (!screenWidth || !m) continue;
    const n = Number(m[1]);
    const width = Math.round(m[2] === 'vw' ? (n / 100) * screenWidth : n);
    if (width <= 0) continue;
    entries.push({ media: key === '' ? '' : `(max-width: ${screenWidth}px)`, size, width, screenWidth });
  }
  entries.sort((a, b) => a.screenWidth - b.screenWidth);
  const last = entries[entries.length - 1];
  if (last) last.media = '';
  return entries;
}

export function sizesAttribute(entries: readonly SizeEntry[]): string {
  return entries.map((e) => (e.media ? `${e.media} ${e.size}` : e.size)).join(', ');
}

/**
 * Small widths are rounded up to the next breakpoint so near-equal requests share one
 * optimised file; widths above the last breakpoint are used as they are.
 */
export function snapWidth(width: number): number {
  const w = clampDimension(width);
  return IMAGE_WIDTH_BREAKPOINTS.find((b) => b >= w) ?? w;
}

export interface ResponsiveImageInput {
  /** CMS id, local path or absolute URL. */
  src: string;
  /** Nuxt-style sizes ('sm:100vw lg:1440px'); when absent and width is set, 1x/2x densities are used. */
  sizes?: string;
  width?: number;
  height?: number;
  format?: ImageFormat;
  fit?: ImageFit;
  quality?: number;
  background?: string;
  /** 'shop': the shop CDN resizes by query parameters; format, fit and quality do not apply. */
  provider?: 'ipx' | 'shop';
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes?: string;
}

// A page asks for the same few dozen images again and again (every card of a listing, on every
// render): their sources are made once. Bounded: cleared when full, as the catalogue may be big.
const MEMO_LIMIT = 2000;
const memo = new Map<string, ResponsiveImage>();

const memoKey = (i: ResponsiveImageInput) =>
  `${i.src}\u0000${i.sizes}\u0000${i.width}\u0000${i.height}\u0000${i.format}\u0000${i.fit}\u0000${i.quality}\u0000${i.background}\u0000${i.provider}`;

/** src, srcset and sizes of an image; the answer is shared between callers: read it, never change it. */
export function buildResponsiveImage(input: ResponsiveImageInput): ResponsiveImage {
  const key = memoKey(input);
  let image = memo.get(key);
  if (image === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, (image = Object.freeze(responsiveImage(input))));
  }
  return image;
}

function responsiveImage(input: ResponsiveImageInput): ResponsiveImage {
  const format = input.format ?? IMAGE_DEFAULT_FORMAT;
  const fit = input.fit ?? IMAGE_DEFAULT_FIT;
  const ratio = input.width && input.height ? input.height / input.width : undefined;
  const url = (w: number) => {
    const height = ratio ? clampDimension(w * ratio) : undefined;
    if (input.provider === 'shop') return shopCdnUrl(input.src, { width: w, height });
    return buildIpxUrl(input.src, {
      format,
      fit,
      width: w,
      height,
      quality: input.quality,
      background: input.background,
    });
  };

  const entries = input.sizes !== undefined ? parseSizes(input.sizes) : [];
  if (entries.length === 0) {
    // Fixed-width image: density descriptors describe it better than a viewport guess.
    const base = clampDimension(input.width ?? IMAGE_FALLBACK_WIDTH);
    // The src is the 1x candidate a srcset without one takes (HTML's source set), so it is not
    // written twice: 24 cards' worth of URLs on a listing.
    const srcSet = IMAGE_DENSITIES.filter((d) => d !== 1)
      .map((d) => `${url(clampDimension(base * d))} ${d}x`)
      .join(', ');
    return { src: url(base), srcSet };
  }

  const widths = new Set<number>();
  for (const e of entries) for (const d of IMAGE_DENSITIES) widths.add(snapWidth(e.width * d));
  const srcSet = [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${url(w)} ${w}w`)
    .join(', ');
  const largest = entries[entries.length - 1];
  return {
    src: url(snapWidth(largest ? largest.width : IMAGE_FALLBACK_WIDTH)),
    srcSet,
    sizes: sizesAttribute(entries),
  };
}

/**
 * The candidates a `<link rel=preload imagesrcset>` must list to fetch what the `<img>` picks:
 * a density set leaves its 1x to the img's src, but React writes the preload without an href
 * when it has a srcset, so the 1x goes back in (without it a 1x screen preloads the 2x file).
 */
export function preloadSrcSet(image: ResponsiveImage): string | undefined {
  if (image.sizes !== undefined) return image.srcSet || undefined;
  return [`${image.src} 1x`, image.srcSet].filter(Boolean).join(', ');
}

/** The shop CDN resizes through query parameters only (SPEC section 7). */
export function shopCdnUrl(src: string, options: { width?: number; height?: number } = {}): string {
  const [base, hash] = src.split('#', 2) as [string, string | undefined];
  const params: string[] = [];
  if (options.width !== undefined) params.push(`width=${clampDimension(options.width)}`);
  if (options.height !== undefined) params.push(`height=${clampDimension(options.height)}`);
  if (params.length === 0) return src;
  const joined = base + (base.includes('?') ? '&' : '?') + params.join('&');
  return hash === undefined ? joined : `${joined}#${hash}`;
}
