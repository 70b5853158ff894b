import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Form } from 'react-router-dom';
import type { NavItem } from '../../../shared/contract/content-models';
import type { HeaderColor } from '../../../shared/routes/route-table';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import { SearchBox } from '../search/SearchBox';
import { Icon } from '../ui/Icon';
import { MainNav } from './MainNav';
import { MenuToggle, NavDrawer, useNavDrawer } from './NavDrawer';

function cartLabel(count: number): string {
  return count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The site header; its colour follows the route rule (SPEC section 2, rule 2). `cartCount` is the
 * items in the cart, gifts included, for the badge.
 */
export function Header({
  color,
  items,
  cartCount: count,
}: {
  color: HeaderColor;
  items: NavItem[];
  cartCount: number;
}) {
  const { config, api } = useApp();
  // Filled by the root loader; after a sign-in or sign-out the session change updates it.
  const { data: user } = useQuery(userQuery(api));
  const drawer = useNavDrawer();
  return (
    <header className={`site-header header-${color}`} data-header-color={color}>
      <div className="site-header-inner">
        <MenuToggle drawer={drawer} />
        <a className="brand" href="/">
          {`${config.brand} `}
          <span className="brand-suffix">Skin</span>
        </a>
        {/* One menu for every screen: in the header row on desktop, in the drawer on phones. Its
            own boundary: React hydrates its ~100 links after the rest, in slices between frames,
            not inside the page's first long task (a press on it hydrates it at once). */}
        <Suspense>
          <NavDrawer drawer={drawer}>
            <MainNav items={items} />
          </NavDrawer>
        </Suspense>
        <div className="header-actions">
          <SearchBox />
          <a className="account-link" href="/account/home">
            <Icon name="user" />
            <span className="account-label">Account</span>
          </a>
          {user && (
            // A real form: signing out changes state, so it is a POST (the logout route's action),
            // with JavaScript or without.
            <Form method="post" action="/account/logout" className="header-signout">
              <button type="submit" className="header-signout-button">
                <Icon name="sign-out" />
                <span className="signout-label">Sign out</span>
              </button>
            </Form>
          )}
          <a className="cart-link" aria-label={cartLabel(count)} href="/cart">
            <Icon name="cart" />
            <span className="cart-label">Cart</span>
            {count > 0 && (
              <span className="cart-count" aria-hidden="true">
                {count}
              </span>
            )}
          </a>
        </div>
      </div>
    </header>
  );
}
