import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { useLocation } from 'react-router-dom';
import { isCurrentLink } from '../../../components/layout/link-rules';
import { useApp } from '../../../lib/app/app-context';
import { userQuery } from '../../../lib/session/user-query';

// The account's own navigation, on every signed-in account page. Sign out is a link to the
// logout route, which does the signing out.

const LINKS = [
  { to: '/account/home', label: 'Overview' },
  { to: '/account/orders', label: 'Orders' },
  { to: '/account/subscriptions', label: 'Subscriptions' },
  { to: '/account/addresses', label: 'Addresses' },
  { to: '/account/favorites', label: 'Favorites' },
  { to: '/account/stock-alerts', label: 'Stock alerts' },
  { to: '/account/routine', label: 'My routine' },
  { to: '/account/contact', label: 'Contact details' },
] as const;

export function AccountNav() {
  const { api } = useApp();
  const { data: user } = useSuspenseQuery(userQuery(api));
  const { pathname } = useLocation();
  const link = (to: string, label: string) => (
    <a href={to} className="account-nav-link" aria-current={isCurrentLink(to, pathname, false) ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <nav className="account-nav" aria-label="Account">
      {user && (
        <p className="account-signed-in">
          Signed in as <strong>{user.email}</strong>
        </p>
      )}
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            {/* not `end`: an order page keeps "Orders" marked as where the customer is */}
            {link(l.to, l.label)}
          </li>
        ))}
        <li className="account-nav-signout">{link('/account/logout', 'Sign out')}</li>
      </ul>
    </nav>
  );
}
