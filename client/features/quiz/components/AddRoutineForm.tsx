import { linesFieldValue } from '../../../../shared/contract/cart-intents';
import { formatMoney } from '../../../../shared/format/money';
import { CartActionForm } from '../../../components/commerce/CartActionForm';
import { useCartForm } from '../../../lib/cart/use-cart-form';
import { routineLines, routineTotals, type ShownRoutine } from '../routine-view';

// "Add the whole routine to the cart": one cart change (intent 'add-lines'), each product once,
// on its first Subscribe & save plan when the box is ticked. A real form: without JavaScript the
// BFF runs it and answers 303 back here with the notice.

export function AddRoutineForm({
  routines,
  label = 'Add the whole routine to cart',
}: {
  routines: readonly ShownRoutine[];
  label?: string;
}) {
  const form = useCartForm({ source: 'routine' });
  const lines = routineLines(routines);
  const totals = routineTotals(routines);
  if (lines.length === 0) return null;
  const adding = form.sent?.intent === 'add-lines';
  const error = form.error?.text ?? Object.values(form.fieldErrors)[0];
  return (
    <CartActionForm
      intent="add-lines"
      onSubmit={form.onSubmit}
      className="routine-add"
      hidden={{ lines: linesFieldValue(lines) }}
    >
      <p className="routine-total">
        {lines.length} {lines.length === 1 ? 'product' : 'products'} · <strong>{formatMoney(totals.once)}</strong>
      </p>
      {totals.plans > 0 && (
        <div className="field field-checkbox routine-subscribe">
          <input id="routine-subscribe" type="checkbox" name="subscribe" value="on" />
          <label htmlFor="routine-subscribe">
            Subscribe & save: {formatMoney(totals.subscribed)}, delivered regularly
            <span className="form-hint">
              {totals.plans === lines.length
                ? 'Every product of the routine on its first delivery plan; change or cancel any time.'
                : `${totals.plans} of the ${lines.length} products offer it; the others are bought once.`}
            </span>
          </label>
        </div>
      )}
      <button
        type="submit"
        className="btn btn-elevated btn-primary routine-add-button"
        aria-disabled={form.busy || undefined}
        aria-busy={adding || undefined}
      >
        <span className="btn-label">{adding ? 'Adding…' : label}</span>
      </button>
      <div role="status" aria-live="polite">
        {form.notice && (
          <p className="field-success added-confirmation">
            {form.notice.text} <a href="/cart">View cart</a>
          </p>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </CartActionForm>
  );
}
