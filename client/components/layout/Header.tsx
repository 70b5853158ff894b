import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '../../../shared/contract/content-models';
import type { HeaderColor } from '../../../shared/routes/route-table';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import { definePart, KeptMarkup } from '../ui/KeptMarkup';
import type { HeaderBarProps } from './HeaderBar';

/** The header's row: menu, drawer and search are code most visits never run before they leave. */
const HEADER_BAR = definePart<HeaderBarProps>('header-bar', () => import('./HeaderBar'));

/**
 * The site header; its colour follows the route rule (SPEC section 2, rule 2). Its row keeps the
 * server's markup until it is used (KeptMarkup); a new page (the menu's current link), the
 * cart's count or a sign-in or out needs the row's code at once.
 */
export function Header({ color, items, cartCount }: { color: HeaderColor; items: NavItem[]; cartCount: number }) {
  const { api } = useApp();
  // Filled by the root loader; after a sign-in or sign-out the session change updates it.
  const { data: user } = useQuery(userQuery(api));
  const { pathname } = useLocation();
  const signedIn = Boolean(user);
  return (
    <header className={`site-header header-${color}`} data-header-color={color}>
      <KeptMarkup
        part={HEADER_BAR}
        id="site-header-bar"
        className="site-header-inner"
        props={{ items, cartCount, signedIn }}
        variant={[pathname, cartCount, signedIn]}
      />
    </header>
  );
}
