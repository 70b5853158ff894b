import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line input, read out with its hint and error like TextField. */
export function TextAreaField({ name, label, hint, error, required, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <textarea {...control} name={name} {...textarea} />}
    </FieldFrame>
  );
}
