import { useId, type ReactNode } from 'react';

/** What the control inside a field carries so its label, hint and error are read out with it. */
export interface ControlA11y {
  id: string;
  required: boolean | undefined;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** a rule stated before the shopper types (e.g. the password rules) */
  hint?: ReactNode;
  /** the message next to the field; sets aria-invalid */
  error?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: (control: ControlA11y) => ReactNode;
}

/** The label, hint and error around one form control (input, textarea, select), tied by ids. */
export function FieldFrame({ label, hint, error, required, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlA11y = {
    id,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={['field', error && 'field-invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children(control)}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
