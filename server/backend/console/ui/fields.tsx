import type { ReactNode } from 'react';

// A labelled input with its message right under it (a refused value is kept so nothing is lost).

export interface FieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'number';
  value?: string | undefined;
  error?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
  hint?: ReactNode;
  autoFocus?: boolean;
}

export function Field({
  label,
  name,
  type = 'text',
  value,
  error,
  autoComplete,
  required,
  inputMode,
  hint,
  autoFocus,
}: FieldProps) {
  const id = `field-${name}`;
  return (
    <div className={error ? 'console-field console-field-error' : 'console-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="console-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={type === 'password' ? undefined : value}
        autoComplete={autoComplete}
        required={required}
        inputMode={inputMode}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      {error ? (
        <p className="console-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
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
