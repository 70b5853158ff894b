import { preload as preloadResource } from 'react-dom';
import { IMAGE_DEFAULT_FIT, IMAGE_DEFAULT_LOADING, IMAGE_DEFAULT_SIZES } from '../../../shared/images/image-constants';
import type { ImageFit, ImageFormat } from '../../../shared/images/ipx-url';
import { resolveImageSource } from '../../../shared/images/ipx-url';
import { buildResponsiveImage, preloadSrcSet } from '../../../shared/images/responsive-image';

// Responsive <img> through the /_ipx optimiser (SPEC sections 3 and 9).

/** A CMS image record as the content API returns it. */
export interface CmsImageRef {
  id: string;
  width?: number | null;
  height?: number | null;
  format?: string | null;
  type?: string | null;
}

export interface ImageProps {
  /** A CMS image id or record, a site path, or an absolute URL on an allowed host. */
  src: string | CmsImageRef;
  alt?: string;
  /** Purely decorative: empty alt so screen readers skip it. */
  decorative?: boolean;
  format?: ImageFormat;
  /**
   * 'sm:100vw md:80vw lg:1440px' style. Defaults to that value unless a width is given,
   * in which case 1x/2x densities of that width are offered instead.
   */
  sizes?: string;
  fit?: ImageFit;
  /** 'eager' for images in the first screen that are not its largest paint: no preload for them. */
  loading?: 'lazy' | 'eager';
  /** The page's largest paint (one a page): preload hint, eager loading and high fetch priority. */
  preload?: boolean;
  width?: number;
  height?: number;
  quality?: number;
  /** 'shop' for shop CDN URLs, which resize through query parameters. */
  provider?: 'ipx' | 'shop';
  className?: string;
  id?: string;
}

function isSvg(source: string, ref: CmsImageRef | null): boolean {
  const kind = `${ref?.format ?? ''} ${ref?.type ?? ''}`.toLowerCase();
  return kind.includes('svg') || /\.svg(?:[?#]|$)/i.test(source);
}

/** Site files outside the CMS (and SVG, data URLs) are served as they are, not optimised. */
function isPassThrough(source: string, ref: CmsImageRef | null): boolean {
  if (isSvg(source, ref) || source.startsWith('data:')) return true;
  return source.startsWith('/') && !source.startsWith('/cms/');
}

export function Image(props: ImageProps) {
  const ref = typeof props.src === 'string' ? null : props.src;
  const source = resolveImageSource(typeof props.src === 'string' ? props.src : props.src.id);
  const width = props.width ?? ref?.width ?? undefined;
  const height = props.height ?? ref?.height ?? undefined;
  const fit = props.fit ?? IMAGE_DEFAULT_FIT;
  const alt = props.decorative ? '' : (props.alt ?? '');
  const loading = props.preload ? 'eager' : (props.loading ?? IMAGE_DEFAULT_LOADING);
  // The default fit (cover) and loading (eager, the browser's) are the stylesheet's and the
  // browser's own: only the others are written, on every image of a page.
  const className = ['image', fit !== IMAGE_DEFAULT_FIT && `image-fit-${fit}`, props.className]
    .filter(Boolean)
    .join(' ');

  const img = isPassThrough(source, ref)
    ? { src: source, srcSet: undefined, sizes: undefined }
    : buildResponsiveImage({
        src: source,
        sizes: props.sizes ?? (props.width === undefined ? IMAGE_DEFAULT_SIZES : undefined),
        width,
        height,
        fit,
        format: props.format,
        quality: props.quality,
        provider: props.provider,
      });

  // The preloaded image names its 1x in the srcset too: React writes the preload without an href,
  // and preloads the <img> itself under the same srcset key, so the two stay one request.
  const srcSet = props.preload && img.srcSet !== undefined ? preloadSrcSet(img) : img.srcSet;
  if (props.preload) {
    // React 19 hoists this into <head>, also during the server render.
    preloadResource(img.src, { as: 'image', imageSrcSet: srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }

  const element = (
    <img
      id={props.id}
      className={className}
      src={img.src}
      srcSet={srcSet}
      sizes={img.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? loading : undefined}
      decoding={props.preload ? undefined : 'async'}
      fetchPriority={props.preload ? 'high' : undefined}
    />
  );
  // React's server render preloads every eager <img> by itself (up to ten a page), which
  // competes with the one LCP preload above; it skips images inside <picture>, so an eager
  // image that is not the LCP goes in one (display: contents, so the layout is the img's).
  return loading === 'eager' && !props.preload ? <picture className="image-eager">{element}</picture> : element;
}
