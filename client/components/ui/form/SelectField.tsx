import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** a first option with an empty value ("Choose…") */
  placeholder?: string;
  error?: string | undefined;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  required,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(control) => (
        <select {...control} name={name} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
