import { useSuspenseQuery } from '@tanstack/react-query';
import { AccountShell } from '../../features/account/components/AccountShell';
import { AddressList } from '../../features/account/components/AddressList';
import { useApp } from '../../lib/app-context';
import { userQuery } from '../../lib/user-query';
import type { ScreenModule } from '../types';

function Addresses() {
  const { api } = useApp();
  const user = useSuspenseQuery(userQuery(api)).data!;
  return (
    <AccountShell title="Addresses">
      {user.addresses.edges.length ? <AddressList user={user} /> : <p className="empty-state">You have no saved addresses yet.</p>}
    </AccountShell>
  );
}

export const accountAddressesScreen: ScreenModule = {
  // No loader of its own: the auth guard (client/routes.tsx) has loaded the user it shows.
  meta: () => ({ title: 'Addresses' }),
  Component: Addresses,
};
