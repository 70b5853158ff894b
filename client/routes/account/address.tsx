import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { addressFromParam } from '../../features/account/account-paths';
import { AccountShell } from '../../features/account/components/AccountShell';
import { PostalAddress } from '../../features/account/components/PostalAddress';
import { useApp } from '../../lib/app-context';
import { pageNotFound, pathnameOf } from '../../lib/route-errors';
import { userQuery } from '../../lib/user-query';
import type { ScreenModule } from '../types';

function AddressPage() {
  const { api } = useApp();
  const { id } = useParams();
  const user = useSuspenseQuery(userQuery(api)).data!;
  // The loader answered 404 unless the id decodes to one of this customer's addresses.
  const address = addressFromParam(user, id)!;
  const isDefault = user.defaultAddress?.id === address.id;
  return (
    <AccountShell title="Address" back={{ to: '/account/addresses', label: 'All addresses' }}>
      <div className={isDefault ? 'address-card address-default' : 'address-card'}>
        {isDefault && <p className="badge badge-default">Default address</p>}
        <PostalAddress address={address} />
      </div>
    </AccountShell>
  );
}

export const accountAddressScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async ({ params, request }) => {
    const user = await queryClient.ensureQueryData(userQuery(api));
    // A tampered id (not a gid once decoded) or someone else's address: the page does not exist.
    if (!user || !addressFromParam(user, params.id)) pageNotFound(pathnameOf(request));
    return null;
  },
  meta: () => ({ title: 'Address' }),
  Component: AddressPage,
};
