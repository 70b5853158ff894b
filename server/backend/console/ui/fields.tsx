import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from './form-fields';

// The sign-in, account and staff forms' inputs: `field-<name>` ids, the console's one labelled input.

export type FieldProps = Omit<TextInputProps, 'id' | 'hideLabel' | 'maxLength' | 'readOnly' | 'placeholder'>;

export function Field(props: FieldProps) {
  return <TextInput {...props} />;
}

/** A form before sign-in: the pre-session CSRF token in `_csrf`. */
export function PublicForm({
  action,
  csrfToken,
  children,
}: {
  action: string;
  csrfToken: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className="console-form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      {children}
    </form>
  );
}

/** A form-wide message (wrong password, throttled), read out when the page loads. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="console-error console-form-error" role="alert">
      {message}
    </p>
  ) : null;
}
