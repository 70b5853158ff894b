import { Link } from 'react-router-dom';
import type { User } from '../../../../shared/contract/models';
import { addressPath } from '../account-paths';
import { PostalAddress } from './PostalAddress';

/** The address book, the default first and marked as such; each links to its own page. */
export function AddressList({ user }: { user: User }) {
  const defaultId = user.defaultAddress?.id;
  const addresses = user.addresses.edges.map((e) => e.node).sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
  return (
    <ul className="address-list">
      {addresses.map((a) => {
        const isDefault = a.id === defaultId;
        return (
          <li key={a.id} className={isDefault ? 'address-card address-default' : 'address-card'}>
            {isDefault && <p className="badge badge-default">Default address</p>}
            <PostalAddress address={a} />
            <Link to={addressPath(a.id)} className="btn btn-outlined btn-primary btn-compact">
              View<span className="visually-hidden"> address {a.address1}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
