import type { ReactNode } from 'react';

/** Same-site paths navigate in the app; anything else (another site, mailto:, tel:) is a plain link. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Whether a menu link is the page shown, as react-router's NavLink decided: its path (query and
 * hash aside) equals the current one, case aside. With `end` (menus), a parent (/shop) is not
 * current on its children (/shop/serums); without it (a section's own navigation), it is, home
 * (/) aside.
 */
export function isCurrentLink(url: string, pathname: string, end = true): boolean {
  if (!isInternalUrl(url)) return false;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const here = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const there = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  const a = there.toLowerCase();
  const b = here.toLowerCase();
  return a === b || (!end && a !== '/' && b.startsWith(`${a}/`));
}

export interface SiteLinkProps {
  url: string;
  className?: string;
  target?: string;
  /**
   * The current path, for a menu link: the link of the current page gets aria-current. The menu
   * reads the location once and passes it to its links (no router hook per link).
   */
  currentPath?: string;
  onClick?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * CMS links come as strings that may point anywhere; this picks the right attributes for each.
 * Every one is a plain <a href>: a same-site link is navigated in the app by the one delegated
 * click listener (client/lib/navigation/link-navigation.ts), so it needs no router hooks or handlers here.
 * Rendered ~130 times a page: one literal props object, no rest or spread of props (V8's object
 * rest and spread made this 35x slower, as much as NavLink cost).
 */
export function SiteLink(props: SiteLinkProps) {
  const { url, currentPath } = props;
  const newTab = props.target === '_blank';
  const current = currentPath !== undefined && !newTab && isCurrentLink(url, currentPath) ? 'page' : undefined;
  // Attributes in the order react-router's Link wrote them, so the HTML stays as it was.
  // A menu's click is a `navigation` event: the menu says so once for all its links
  // (data-analytics-links, read by client/lib/analytics/analytics-dom.ts).
  return (
    <a
      aria-label={props['aria-label']}
      aria-current={current}
      className={props.className}
      href={url}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={props.onClick}
    >
      {props.children}
    </a>
  );
}
