import { Form } from '../../lib/forms/route-form';
import type { NavItem } from '../../../shared/contract/content-models';
import { useApp } from '../../lib/app/app-context';
import { SearchBox } from '../search/SearchBox';
import { Icon } from '../ui/Icon';
import { MainNav } from './MainNav';
import { MenuToggle, NavDrawer, useNavDrawer } from './NavDrawer';

function cartLabel(count: number): string {
  return count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export interface HeaderBarProps {
  items: NavItem[];
  /** the items in the cart, gifts included, for the badge */
  cartCount: number;
  /** shows Sign out */
  signedIn: boolean;
}

/**
 * The header's row: the phone's menu button, the brand, the menu (in the header row on desktop, in
 * the drawer on phones), search, account, sign out and the cart. Loaded on first use; until then
 * the page keeps the server's markup of it (Header.tsx, KeptMarkup).
 */
export default function HeaderBar({ items, cartCount: count, signedIn }: HeaderBarProps) {
  const { config } = useApp();
  const drawer = useNavDrawer();
  return (
    <>
      <MenuToggle drawer={drawer} />
      <a className="brand" href="/">
        {`${config.brand} `}
        <span className="brand-suffix">Skin</span>
      </a>
      {/* One menu for every screen: in the header row on desktop, in the drawer on phones. */}
      <NavDrawer drawer={drawer}>
        <MainNav items={items} />
      </NavDrawer>
      <div className="header-actions">
        <SearchBox />
        <a className="account-link" href="/account/home">
          <Icon name="user" />
          <span className="account-label">Account</span>
        </a>
        {signedIn && (
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
    </>
  );
}
