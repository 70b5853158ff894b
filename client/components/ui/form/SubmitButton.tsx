import type { ReactNode } from 'react';
import { buttonClassName, type ButtonColor, type ButtonVariant } from '../Button';
import { useFormPending } from './use-form-pending';

export interface SubmitButtonProps {
  children: ReactNode;
  /** shown while the form's action runs ("Signing in…") */
  pendingText: string;
  /** the submit button's name/value (several actions in one form, e.g. intent=delete) */
  name?: string;
  value?: string;
  variant?: ButtonVariant;
  color?: ButtonColor;
  block?: boolean;
  compact?: boolean;
  className?: string;
  /** overrides the form-wide pending state (e.g. one card's button among several alike) */
  pending?: boolean;
}

/**
 * A submit button that cannot submit twice: while its form's action runs it is disabled and
 * says so (aria-busy); without JavaScript it is a plain submit button.
 */
export function SubmitButton({
  children,
  pendingText,
  name,
  value,
  variant = 'elevated',
  color = 'primary',
  block,
  compact,
  className,
  pending: pendingOverride,
}: SubmitButtonProps) {
  const formPending = useFormPending(name, value);
  const pending = pendingOverride ?? formPending;
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClassName({ variant, color, block, compact, disabled: pending, className })}
    >
      <span className="btn-label">{pending ? pendingText : children}</span>
    </button>
  );
}
