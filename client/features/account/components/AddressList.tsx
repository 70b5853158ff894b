import { useEffect, useRef, useState } from 'react';
import { Form } from '../../../lib/forms/route-form';
import type { Address, User } from '../../../../shared/contract/models';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { encodeId } from '../../../../shared/rules/xor-id';
import { addressPath } from '../account-paths';
import type { AccountAnswer } from '../action-answers';
import { useFocusBack } from '../use-focus-back';
import { useSubmitting } from '../use-submitting';
import { PostalAddress } from './PostalAddress';

/**
 * The address book, the default first and marked as such. Each card has Edit, "Set as
 * default" and Delete; Delete first asks "Delete this address?" — without JavaScript the
 * action answers that step (intent ask-delete), with it the card shows the same step at once.
 */
export function AddressList({ user, answer }: { user: User; answer: AccountAnswer | undefined }) {
  const defaultId = user.defaultAddress?.id;
  const addresses = user.addresses.edges
    .map((e) => e.node)
    .sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
  return (
    <ul className="address-list">
      {addresses.map((a) => {
        const id = encodeId(a.id);
        return (
          <AddressCard
            key={a.id}
            address={a}
            id={id}
            isDefault={a.id === defaultId}
            askedToDelete={answer?.confirm === 'delete' && answer.id === id}
          />
        );
      })}
    </ul>
  );
}

function AddressCard({
  address,
  id,
  isDefault,
  askedToDelete,
}: {
  address: Address;
  id: string;
  isDefault: boolean;
  askedToDelete: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const showConfirm = confirming || askedToDelete;
  // Cancel takes the step away: the focus goes back to the Delete that asked, not to the page.
  const { ref: askRef, willClose } = useFocusBack<HTMLButtonElement>(confirming);
  const settingDefault = useSubmitting('set-default', id);
  const deleting = useSubmitting('delete', id);
  const label = <span className="visually-hidden"> address {address.address1}</span>;
  return (
    <li id={`address-${id}`} className={isDefault ? 'address-card address-default' : 'address-card'} data-address={id}>
      {isDefault && <p className="badge badge-default">Default address</p>}
      <PostalAddress address={address} />
      {showConfirm ? (
        <DeleteConfirmation
          id={id}
          address={address}
          deleting={deleting}
          onCancel={
            askedToDelete
              ? undefined
              : () => {
                  willClose();
                  setConfirming(false);
                }
          }
        />
      ) : (
        <div className="address-actions">
          <a href={addressPath(address.id)} className="btn btn-outlined btn-primary btn-compact">
            Edit{label}
          </a>
          {!isDefault && (
            <Form method="post" className="inline-form">
              <input type="hidden" name="id" value={id} />
              <SubmitButton
                name="intent"
                value="set-default"
                pending={settingDefault}
                pendingText="Saving…"
                variant="text"
                compact
              >
                Set as default{label}
              </SubmitButton>
            </Form>
          )}
          <Form
            method="post"
            action={`#address-${id}`}
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              setConfirming(true);
            }}
          >
            {/* without JavaScript this asks the action for the confirmation step, and the page opens at this card */}
            <input type="hidden" name="id" value={id} />
            <button
              ref={askRef}
              type="submit"
              name="intent"
              value="ask-delete"
              className="btn btn-text btn-error btn-compact btn-align-center"
            >
              <span className="btn-label">Delete{label}</span>
            </button>
          </Form>
        </div>
      )}
    </li>
  );
}

/** `onCancel` closes the step in place; without it Cancel reloads the list (the step came from the action). */
function DeleteConfirmation({
  id,
  address,
  deleting,
  onCancel,
}: {
  id: string;
  address: Address;
  deleting: boolean;
  onCancel: (() => void) | undefined;
}) {
  const question = useRef<HTMLParagraphElement>(null);
  const step = useRef<HTMLFormElement>(null);
  // the step replaces the button that was pressed: the focus goes to its question, and the
  // question with its buttons comes into view
  useEffect(() => {
    question.current?.focus();
    step.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Form ref={step} method="post" className="address-confirm" aria-label={`Delete address ${address.address1}`}>
      <p ref={question} tabIndex={-1} className="address-confirm-question">
        Delete this address?
      </p>
      <input type="hidden" name="id" value={id} />
      <div className="address-actions">
        <SubmitButton name="intent" value="delete" pending={deleting} pendingText="Deleting…" color="error" compact>
          Delete
        </SubmitButton>
        <a
          href="/account/addresses"
          className="btn btn-outlined btn-primary btn-compact"
          onClick={
            onCancel &&
            ((e) => {
              e.preventDefault();
              onCancel();
            })
          }
        >
          Cancel
        </a>
      </div>
    </Form>
  );
}
