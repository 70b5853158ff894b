import { isPossiblePagePath } from '../../../shared/routes/route-rules';

// Which links lead to a page this app renders: shared by link prefetch (what to preload) and
// the delegated link navigation (what to navigate to in the app instead of loading a document).

/** What a link says about itself: its resolved href and the attributes that send it elsewhere. */
export interface LinkFacts {
  href: string;
  target?: string;
  hasDownload?: boolean;
}

/** Not pages: the BFF's API, hosted checkout, the image proxy, build files. */
const NOT_PAGES = /^\/(api|checkout|_ipx|_build|assets)(\/|$)/;
/**
 * Files the server answers (robots.txt, sitemap.xml, public files) or a CMS may link (a PDF).
 * Only known file types: a product handle or slug may hold a dot, and `.html` is a legacy page path.
 */
const FILE = /\.(txt|xml|json|webmanifest|pdf|csv|zip|ico|svg|png|jpe?g|gif|webp|avif|css|js|mjs|map|woff2?)$/i;

/**
 * The URL of an app page a link leads to (same origin, http(s), this window, no download, not
 * an API, checkout, image or build path, not a file), or null when the browser should have it.
 * Paths outside the route table are pages too: the app's catch-all renders them (the 404 page,
 * a configured redirect), as react-router's Link did.
 */
export function appPageUrl(link: LinkFacts, origin: string): URL | null {
  if (link.hasDownload || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (NOT_PAGES.test(url.pathname) || FILE.test(url.pathname) || !isPossiblePagePath(url.pathname)) return null;
  return url;
}
