import type { ReactNode } from 'react';
import { isCurrentLink } from './link-rules';

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
