import { useRef } from 'react';
import { Form } from '../../../lib/forms/route-form';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { useFocusFirstError } from '../../../components/ui/form/use-focus-first-error';
import type { AccountAnswer } from '../action-answers';
import type { AddressValues } from '../address-form';
import { useSubmitting } from '../use-submitting';
import { AddressFields } from './AddressFields';

/**
 * Add or edit an address: a plain POST form (intent create or update) to the page's action.
 * `answer` is the action's answer to this form, if any: its errors go beside the fields and
 * the values typed come back (a post without JavaScript re-renders the page).
 */
export function AddressForm({
  intent,
  saved,
  answer,
  submitText,
  pendingText,
}: {
  intent: 'create' | 'update';
  saved?: Partial<AddressValues>;
  answer: AccountAnswer | undefined;
  submitText: string;
  pendingText: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const mine = answer?.intent === intent ? answer : undefined;
  useFocusFirstError(ref, mine?.errors);
  const values = mine?.errors ? (mine.values as Partial<AddressValues> | undefined) : saved;
  return (
    // noValidate: the action's checks speak beside each field, the same with and without JavaScript
    <Form
      method="post"
      ref={ref}
      noValidate
      className="account-form address-form"
      data-analytics-form="address"
      aria-label={submitText}
    >
      <FormAlert error={mine?.errors?.form} />
      <AddressFields idPrefix={intent} values={values} errors={mine?.errors?.fields} />
      <SubmitButton name="intent" value={intent} pending={useSubmitting(intent)} pendingText={pendingText}>
        {submitText}
      </SubmitButton>
    </Form>
  );
}
