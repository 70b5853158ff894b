import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ name, label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field field-checkbox', error && 'field-invalid', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
