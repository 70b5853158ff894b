import { TextField } from '../../../components/ui/form/TextField';
import type { FormErrors } from '../../../lib/forms/form-errors';
import { NEW_PASSWORD_RULE } from '../auth-messages';

/** A new password with its rule stated, and its confirmation (activation and reset). */
export function NewPasswordFields({ errors }: { errors: FormErrors | undefined }) {
  return (
    <>
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint={NEW_PASSWORD_RULE}
        error={errors?.fields.password}
      />
      <TextField
        name="passwordConfirm"
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.fields.passwordConfirm}
      />
    </>
  );
}
