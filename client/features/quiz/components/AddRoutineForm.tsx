import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { CartNotice } from '../../../../shared/contract/cart-action';
import { CART_ACTION_PATH, CART_INTENT_FIELD, linesFieldValue } from '../../../../shared/contract/cart-intents';
import type { RoutineView } from '../../../../shared/contract/routine';
import { RETURN_TO_PARAM } from '../../../../shared/routes/sign-in-paths';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api/browser-api';
import { submitterOf } from '../../../lib/forms/form-submitter';

// "Add the whole routine to the cart": one cart change (intent 'add-lines'), each product once,
// on its first Subscribe & save plan when the box is ticked. A real form: without JavaScript the
// BFF runs it and answers 303 back here with the notice. With it, the code that sends it loads on
// the form's first pointerdown or focus (or its submit), so the page's first load carries none.

const loadSender = () => import('../routine-cart');

export function AddRoutineForm({
  routine,
  label = 'Add the whole routine to cart',
}: {
  routine: RoutineView;
  label?: string;
}) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<CartNotice | null>(null);
  const { lines, plans } = routine;
  if (lines.length === 0) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const fields = new FormData(event.currentTarget);
    const submitter = submitterOf(event);
    setSending(true);
    setOutcome(null);
    loadSender()
      .then(({ addRoutineToCart }) => addRoutineToCart(fields, submitter, queryClient))
      // Its code did not arrive: the connection, as a request would have failed.
      .catch((): CartNotice => ({ kind: 'error', text: NETWORK_ERROR_MESSAGE }))
      .then((notice) => {
        setOutcome(notice);
        setSending(false);
      });
  };
  const products = `${lines.length} ${lines.length === 1 ? 'product' : 'products'}`;
  return (
    <form
      method="post"
      action={CART_ACTION_PATH}
      className="routine-add"
      onSubmit={onSubmit}
      onPointerDown={loadSender}
      onFocus={loadSender}
    >
      <p className="routine-total">
        {products} · <strong>{routine.total}</strong>
      </p>
      {plans > 0 && (
        <div className="field field-checkbox routine-subscribe">
          <input id="routine-subscribe" type="checkbox" name="subscribe" value="on" />
          <label htmlFor="routine-subscribe">
            Subscribe & save: {routine.subscribedTotal}, delivered regularly
            <span className="form-hint">
              {plans === lines.length
                ? 'Every product of the routine on its first delivery plan; change or cancel any time.'
                : `${plans} of the ${lines.length} products offer it; the others are bought once.`}
            </span>
          </label>
        </div>
      )}
      <button
        type="submit"
        className="btn btn-elevated btn-primary routine-add-button"
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
      >
        <span className="btn-label">{sending ? 'Adding…' : label}</span>
      </button>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'status' && (
          <p className="field-success added-confirmation">
            {outcome.text} <a href="/cart">View cart</a>
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <p className="field-error" role="alert">
          {outcome.text}
        </p>
      )}
      <input type="hidden" name={CART_INTENT_FIELD} value="add-lines" />
      <input type="hidden" name={RETURN_TO_PARAM} value={`${pathname}${search}`} />
      <input type="hidden" name="lines" value={linesFieldValue(lines)} />
    </form>
  );
}
