import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { useActionData, useParams } from 'react-router-dom';
import { FormAlert } from '../../components/ui/form/FormAlert';
import { addressFromParam } from '../../features/account/account-paths';
import type { AccountAnswer } from '../../features/account/action-answers';
import { addressAction } from '../../features/account/address-action';
import { AccountShell } from '../../features/account/components/AccountShell';
import { AddressForm } from '../../features/account/components/AddressForm';
import { answerKey } from '../../lib/forms/answer-key';
import { useApp } from '../../lib/app/app-context';
import { pageNotFound, pathnameOf } from '../../lib/routing/route-errors';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';

function AddressPage() {
  const { api } = useApp();
  const { id } = useParams();
  const user = useSuspenseQuery(userQuery(api)).data;
  const answer = useActionData() as AccountAnswer | undefined;
  // null only between a sign-out (the user is set to null at once) and the guard's redirect
  if (!user) return null;
  // The loader answered 404 unless the id decodes to one of this customer's addresses.
  const address = addressFromParam(user, id)!;
  const isDefault = user.defaultAddress?.id === address.id;
  return (
    <AccountShell
      title="Edit address"
      lead={isDefault ? 'Your default address' : undefined}
      back={{ to: '/account/addresses', label: 'All addresses' }}
    >
      <FormAlert done={answer?.done} />
      {/* keyed by the saved address and its answer: after a save the form shows what is now stored */}
      <AddressForm
        key={`${JSON.stringify(address)}|${answerKey(answer?.intent === 'update' ? answer : undefined)}`}
        intent="update"
        saved={address}
        answer={answer}
        submitText="Save address"
        pendingText="Saving…"
      />
    </AccountShell>
  );
}

const accountAddressScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ params, request }) => {
      const user = await queryClient.ensureQueryData(userQuery(api));
      // A tampered id (not a gid once decoded) or someone else's address: the page does not exist.
      if (!user || !addressFromParam(user, params.id)) pageNotFound(pathnameOf(request));
      return null;
    },
  action: addressAction,
  meta: () => ({ title: 'Edit address' }),
  Component: AddressPage,
};

export default accountAddressScreen;
