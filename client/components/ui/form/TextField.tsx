import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  name: string;
  label: ReactNode;
  /** a rule stated before the shopper types (e.g. the password rules) */
  hint?: ReactNode;
  /** the message next to the field; sets aria-invalid */
  error?: string | undefined;
}

/** A labelled input whose hint and error are read out with it (aria-describedby). */
export function TextField({ name, label, hint, error, required, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <input {...control} name={name} {...input} />}
    </FieldFrame>
  );
}
