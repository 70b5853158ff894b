import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

/** Same-site paths navigate in the app; anything else (another site, mailto:, tel:) is a plain link. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export interface SiteLinkProps {
  url: string;
  className?: string;
  target?: string;
  /** mark the link of the current page with aria-current */
  nav?: boolean;
  onClick?: () => void;
  /** where this menu link is (header, drawer, footer…): its click is a `navigation` event */
  navLocation?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** CMS links come as strings that may point anywhere; this picks the right element for each. */
export function SiteLink({ url, className, target, nav, onClick, navLocation, children, ...rest }: SiteLinkProps) {
  const newTab = target === '_blank';
  // Read by client/lib/analytics-dom.ts.
  const aria = navLocation === undefined ? rest : { ...rest, 'data-analytics': 'navigation', 'data-analytics-location': navLocation };
  if (isInternalUrl(url) && !newTab) {
    // `end`: a parent item (/shop) is not the current page on its children (/shop/serums).
    // discover="none": no data-discover attribute on every menu link; it serves only framework
    // mode's lazy route discovery, which this data router does not use.
    return nav
      // The class as given: no "active" class (aria-current marks and styles the current link),
      // and no empty class attribute on the ~85 menu links that have none.
      ? <NavLink to={url} end discover="none" className={() => className} onClick={onClick} {...aria}>{children}</NavLink>
      : <Link to={url} discover="none" className={className} onClick={onClick} {...aria}>{children}</Link>;
  }
  return (
    <a href={url} className={className} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}
