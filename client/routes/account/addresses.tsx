import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { useActionData } from 'react-router-dom';
import { FormAlert } from '../../components/ui/form/FormAlert';
import type { AccountAnswer } from '../../features/account/action-answers';
import { addressAction } from '../../features/account/address-action';
import { AccountShell } from '../../features/account/components/AccountShell';
import { AddressForm } from '../../features/account/components/AddressForm';
import { AddressList } from '../../features/account/components/AddressList';
import { answerKey } from '../../lib/forms/answer-key';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';

function Addresses() {
  const { api } = useApp();
  const user = useSuspenseQuery(userQuery(api)).data;
  const answer = useActionData() as AccountAnswer | undefined;
  // null only between a sign-out (the user is set to null at once) and the guard's redirect
  if (!user) return null;
  const count = user.addresses.edges.length;
  // a refusal of a card's form (not of the add form) is said at the top of the list
  const listError = answer?.intent !== 'create' ? answer?.errors?.form : undefined;
  const addOpen = count === 0 || (answer?.intent === 'create' && !!answer.errors);
  return (
    <AccountShell title="Addresses">
      <FormAlert error={listError} done={answer?.done} />
      {count ? (
        <AddressList user={user} answer={answer} />
      ) : (
        <p className="empty-state">You have no saved addresses yet.</p>
      )}
      <details
        className="account-panel address-add"
        open={addOpen}
        data-analytics="accordion"
        data-analytics-name="add address"
      >
        <summary>
          <h2>Add an address</h2>
        </summary>
        {/* a new key after each address added (the form starts empty again) and after each of its answers */}
        <AddressForm
          key={`${count}|${answerKey(answer?.intent === 'create' ? answer : undefined)}`}
          intent="create"
          answer={answer}
          submitText="Add address"
          pendingText="Adding…"
        />
      </details>
    </AccountShell>
  );
}

const accountAddressesScreen: ScreenModule = {
  // No loader of its own: the auth guard (client/routes.tsx) has loaded the user it shows.
  action: addressAction,
  meta: () => ({ title: 'Addresses' }),
  Component: Addresses,
};

export default accountAddressesScreen;
