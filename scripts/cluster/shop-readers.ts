import { unescapeHtml } from './console-forms';
import type { Answer } from './http-client';

// What the shop shows, read from its HTML as the app renders it: the cluster test compares these
// readings before and after a change made in the console. Each reader answers a short state
// ('on sale', 'absent', a title and price…) so a failure message says what a shopper saw.

export type Shown = 'on sale' | 'sold out' | 'absent' | 'unreadable';

/** Text as a person reads it: tags (and React's `<!-- -->` separators) gone, spaces collapsed. */
export const textOf = (html: string) =>
  unescapeHtml(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The element opening at `at` up to its (first) closing tag. */
function elementAt(html: string, at: number, tag: string): string {
  const end = html.indexOf(`</${tag}>`, at);
  return html.slice(at, end < 0 ? undefined : end);
}

const firstAmount = (html: string) => /\$[\d,]+\.\d\d/.exec(textOf(html))?.[0] ?? '?';

/**
 * What a product page says of its (one) variant: the purchase button's label, or, in its place
 * while the size is sold out, the "Email me when it's back" block.
 */
export function productShows(html: string): Shown {
  const label = /class="[^"]*\badd-to-cart\b[^"]*"[^>]*><span class="btn-label">([^<]+)</.exec(html)?.[1];
  const alert = /<section [^>]*class="back-in-stock"/.test(html);
  if (label === 'Add to cart' && !alert) return 'on sale';
  if (label === undefined && alert) return 'sold out';
  return 'unreadable';
}

/** A product page's title and one-time price: "Title | $12.00". */
export function productTitlePrice(html: string): string {
  const title = /<h1 class="product-title"[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const price = /<p class="price [^"]*\bproduct-price\b[^"]*"[^>]*>/.exec(html);
  if (title === undefined || !price) return 'unreadable';
  return `${textOf(title)} | ${firstAmount(elementAt(html, price.index, 'p'))}`;
}

/** The product cards of a listing (not the menus' links to the same products). */
const CARD = /<article class="product-card\b[^"]*"[^>]*>\s*<a href="\/products\/([^"?#]+)"/g;

export function cardHandles(html: string): string[] {
  return [...html.matchAll(CARD)].map((m) => m[1]!);
}

function cardOf(html: string, handle: string): string | null {
  const card = [...html.matchAll(CARD)].find((m) => m[1] === handle);
  return card ? elementAt(html, card.index, 'article') : null;
}

/** What /shop says of the product: its card, with or without the sold-out badge. */
export function shopShows(html: string, handle: string): Shown {
  const card = cardOf(html, handle);
  if (card === null) return 'absent';
  return card.includes('badge-soldout') ? 'sold out' : 'on sale';
}

/** A product's card on a listing: "Title | $12.00", or 'absent'. */
export function cardTitlePrice(html: string, handle: string): string {
  const card = cardOf(html, handle);
  if (card === null) return 'absent';
  const title = /<h[2-4]\b[^>]*>([\s\S]*?)<\/h[2-4]>/.exec(card)?.[1];
  const price = /<p class="price\b[^"]*"[^>]*>([\s\S]*?)<\/p>/.exec(card)?.[1];
  if (title === undefined || price === undefined) return 'unreadable';
  return `${textOf(title)} | ${firstAmount(price)}`;
}

/** The posts a blog listing shows (its cards' links, not the category links). */
export function blogCardSlugs(html: string): string[] {
  return [...html.matchAll(/<article class="blog-card\b[^"]*"[^>]*>/g)].flatMap((m) => {
    const slug = /href="\/blog\/(?!category\/)([^"/?#]+)(?:[?#][^"]*)?"/.exec(elementAt(html, m.index, 'article'))?.[1];
    return slug ? [slug] : [];
  });
}

/** The page's first heading's text (a post's title), or ''. */
export const headingOf = (html: string) => textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

/** The links of the site header (its menu, the drawer on phones): each href with its text. */
export function headerLinks(html: string): { href: string; label: string }[] {
  const at = html.search(/<header class="site-header\b/);
  if (at < 0) return [];
  const header = elementAt(html, at, 'header');
  return [...header.matchAll(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: unescapeHtml(m[1]!),
    label: textOf(m[2]!),
  }));
}

/** The paths a sitemap lists (its <loc> addresses without the site's origin). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].flatMap((m) => {
    try {
      const url = new URL(unescapeHtml(m[1]!.trim()));
      return [url.pathname + url.search];
    } catch {
      return [];
    }
  });
}

/** `301 /to` for a permanent redirect (its Location as a path), else the status. */
export function redirectShows(a: Answer): string {
  if (a.status !== 301 && a.status !== 302) return `HTTP ${a.status}`;
  const to = new URL(String(a.headers.location ?? ''), 'http://shop.invalid');
  return `${a.status} ${to.pathname}${to.search}`;
}
