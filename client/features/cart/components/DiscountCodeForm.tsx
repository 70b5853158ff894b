import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FREE_SHIPPING_DISCOUNT_TYPE } from '../../../../shared/constants';
import { useApp } from '../../../lib/app-context';
import { CART_MESSAGES } from '../../../../shared/contract/cart-messages';
import { cartErrorMessage } from '../../../lib/cart-messages';
import { discountTypeQuery } from '../queries';
import { useCartActions } from '../use-cart-actions';

type Feedback = { kind: 'error' | 'success'; text: string } | null;

function AppliedCode({ code, busy, onRemove }: { code: string; busy: boolean; onRemove(code: string): void }) {
  const { api } = useApp();
  // The cart loader fetched the types of codes already applied, so this renders on the server.
  const { data: type } = useQuery(discountTypeQuery(api, code));
  return (
    <li className="applied-code">
      <span className="badge">{code}</span>
      {type === FREE_SHIPPING_DISCOUNT_TYPE && <span className="free-shipping-note">{CART_MESSAGES.freeShipping(code)}</span>}
      <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(code)}>
        Remove<span className="visually-hidden"> discount code {code}</span>
      </button>
    </li>
  );
}

export function DiscountCodeForm({ codes, busy, onStatus }: { codes: string[]; busy: boolean; onStatus(text: string): void }) {
  const { applyCode, removeCode } = useCartActions();
  const [value, setValue] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const id = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return setFeedback({ kind: 'error', text: CART_MESSAGES.codeEmpty });
    setFeedback(null);
    try {
      const result = await applyCode.mutateAsync(value);
      if (!result.ok) return setFeedback({ kind: 'error', text: result.message });
      setValue('');
      // The free-shipping note itself shows beside the applied code; the status says it once.
      setFeedback({ kind: 'success', text: CART_MESSAGES.codeApplied(result.code) });
      onStatus(result.freeShipping ? CART_MESSAGES.freeShipping(result.code) : CART_MESSAGES.codeApplied(result.code));
    } catch (err) {
      setFeedback({ kind: 'error', text: cartErrorMessage(err) });
    }
  };

  const onRemove = async (code: string) => {
    setFeedback(null);
    try {
      await removeCode.mutateAsync(code);
      onStatus(CART_MESSAGES.codeRemoved(code));
    } catch (err) {
      setFeedback({ kind: 'error', text: cartErrorMessage(err) });
    }
  };

  return (
    <div className="discount-codes">
      <form className="discount-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={id}>Discount code</label>
        <div className="inline-field">
          <input
            id={id}
            name="code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            aria-invalid={feedback?.kind === 'error' || undefined}
            aria-describedby={feedback ? `${id}-feedback` : undefined}
          />
          <button type="submit" className="btn btn-outlined btn-primary" disabled={busy}>Apply</button>
        </div>
        {feedback && (
          <p id={`${id}-feedback`} className={feedback.kind === 'error' ? 'field-error' : 'field-success'} role={feedback.kind === 'error' ? 'alert' : undefined}>
            {feedback.text}
          </p>
        )}
      </form>
      {codes.length > 0 && (
        <ul className="applied-codes" aria-label="Applied discount codes">
          {codes.map((c) => <AppliedCode key={c} code={c} busy={busy} onRemove={onRemove} />)}
        </ul>
      )}
    </div>
  );
}
