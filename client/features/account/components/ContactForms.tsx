import { useEffect, useRef, useState } from 'react';
import { Form } from '../../../lib/forms/route-form';
import type { User } from '../../../../shared/contract/models';
import { CheckboxField } from '../../../components/ui/form/CheckboxField';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { TextField } from '../../../components/ui/form/TextField';
import { useFocusFirstError } from '../../../components/ui/form/use-focus-first-error';
import type { AccountAnswer } from '../action-answers';
import { useSubmitting } from '../use-submitting';

export const PASSWORD_RULES = 'At least 8 characters (up to 128); spaces count.';

/**
 * Name, e-mail, phone and marketing consent. The current password is asked for only when the
 * e-mail changes: as the customer types it with JavaScript, and, without, when the action
 * answers that it is needed.
 */
export function ContactDetailsForm({ user, answer }: { user: User; answer: AccountAnswer | undefined }) {
  const ref = useRef<HTMLFormElement>(null);
  const mine = answer?.intent === 'details' ? answer : undefined;
  useFocusFirstError(ref, mine?.errors);
  const values = mine?.errors ? mine.values : undefined;
  const [email, setEmail] = useState(values?.email ?? user.email);
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();
  const errors = mine?.errors?.fields ?? {};
  const askCurrent = emailChanged || errors.currentPassword !== undefined;
  return (
    <Form
      method="post"
      ref={ref}
      noValidate
      className="account-form contact-form"
      data-analytics-form="contact details"
      aria-labelledby="contact-details-title"
    >
      <h2 id="contact-details-title">Your details</h2>
      <FormAlert error={mine?.errors?.form} done={mine?.done} />
      <div className="form-grid">
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          defaultValue={values?.firstName ?? user.firstName}
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          defaultValue={values?.lastName ?? user.lastName}
          error={errors.lastName}
        />
        <TextField
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          hint="Changing your e-mail signs you out on your other devices."
          className="field-wide"
        />
        {askCurrent && (
          <TextField
            name="currentPassword"
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
            hint="Needed to change your e-mail."
            error={errors.currentPassword}
            className="field-wide"
          />
        )}
        <TextField
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          defaultValue={values?.phone ?? user.phone ?? ''}
          error={errors.phone}
        />
      </div>
      <CheckboxField
        name="acceptsMarketing"
        label="E-mail me skincare tips and offers"
        value="true"
        defaultChecked={values ? values.acceptsMarketing === 'true' : user.acceptsMarketing}
      />
      <SubmitButton name="intent" value="details" pending={useSubmitting('details')} pendingText="Saving…">
        Save details
      </SubmitButton>
    </Form>
  );
}

/** Current password, the new one with its rules stated, and the new one again. */
export function PasswordForm({ answer }: { answer: AccountAnswer | undefined }) {
  const ref = useRef<HTMLFormElement>(null);
  const mine = answer?.intent === 'password' ? answer : undefined;
  useFocusFirstError(ref, mine?.errors);
  const errors = mine?.errors?.fields ?? {};
  // after a change the password inputs are emptied (without JavaScript the page is new anyway)
  useEffect(() => {
    if (mine?.done) ref.current?.reset();
  }, [mine]);
  return (
    <Form
      method="post"
      ref={ref}
      noValidate
      className="account-form password-form"
      data-analytics-form="change password"
      aria-labelledby="contact-password-title"
    >
      <h2 id="contact-password-title">Change password</h2>
      <FormAlert error={mine?.errors?.form} done={mine?.done} />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        required
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <TextField
        name="password"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        hint={PASSWORD_RULES}
        error={errors.password}
      />
      <TextField
        name="confirmPassword"
        label="New password again"
        type="password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <SubmitButton name="intent" value="password" pending={useSubmitting('password')} pendingText="Changing…">
        Change password
      </SubmitButton>
    </Form>
  );
}
