import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** a first option with an empty value ("Choose…") */
  placeholder?: string;
  error?: string | undefined;
}

export function SelectField({ name, label, options, placeholder, error, required, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error && 'field-invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && <span className="field-required" aria-hidden="true"> *</span>}
      </label>
      <select id={id} name={name} required={required} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error && <p id={errorId} className="field-error">{error}</p>}
    </div>
  );
}
