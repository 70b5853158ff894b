import type { ReactNode } from 'react';

/**
 * The form's own message. An error is an alert (read out at once, focusable so the focus can
 * move to it); a confirmation is a polite status.
 */
export function FormAlert({
  error,
  done,
  children,
}: {
  error?: string | undefined;
  done?: string | undefined;
  children?: ReactNode;
}) {
  if (error) {
    return (
      <div className="form-alert form-alert-error" role="alert" tabIndex={-1}>
        {error}
        {children}
      </div>
    );
  }
  return (
    <div className={done ? 'form-alert form-alert-done' : 'form-alert-empty'} role="status">
      {done}
    </div>
  );
}
