import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CART_ACTION_PATH, CART_INTENT_FIELD, type CartIntent } from '../../../shared/contract/cart-intents';
import { RETURN_TO_PARAM } from '../../../shared/routes/sign-in-paths';

export interface CartActionFormProps {
  intent: CartIntent;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** the hidden fields of the intent beside the visible ones (lineId, code) */
  hidden?: Record<string, string>;
  className?: string;
  'aria-label'?: string;
  /** the shopper is about to use the form (pointer, focus, hover): load what handles it */
  onIntent?(): void;
  children: ReactNode;
}

/**
 * Set on the element as React attaches it in the browser (the server's page keeps the browser's
 * validation), not from a hydrated flag: that re-rendered every cart form of the page in one
 * synchronous render right after hydration. No prop names it, so React never resets it.
 */
const validatedByScript = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

/**
 * A cart control as a real form: posted to the cart action with JavaScript off (the BFF answers
 * 303 back to this page), handled by `onSubmit` with it. Once the page runs, the browser's own
 * validation gives way to the cart schema's messages beside the fields.
 */
export function CartActionForm({
  intent,
  onSubmit,
  hidden = {},
  className,
  children,
  onIntent,
  ...rest
}: CartActionFormProps) {
  const { pathname, search } = useLocation();
  return (
    <form
      ref={validatedByScript}
      method="post"
      action={CART_ACTION_PATH}
      onSubmit={onSubmit}
      onPointerDown={onIntent}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={className}
      aria-label={rest['aria-label']}
    >
      {children}
      {/* Last, so the form's first input is the one the shopper fills. */}
      <input type="hidden" name={CART_INTENT_FIELD} value={intent} />
      <input type="hidden" name={RETURN_TO_PARAM} value={`${pathname}${search}`} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
