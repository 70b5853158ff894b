import { useId } from 'react';
import { CartActionForm } from '../../../components/commerce/CartActionForm';
import { useCartForm } from '../../../lib/cart/use-cart-form';

/** The update-cart-note limit (shared/contract/cart-action.ts). */
const NOTE_MAX_LENGTH = 1000;

export function CartNoteForm({ note }: { note: string }) {
  const form = useCartForm({ source: 'note' });
  const id = useId();
  const error = form.fieldErrors.note ?? form.error?.text;
  const saving = form.sent?.intent === 'note';
  return (
    <CartActionForm intent="note" onSubmit={form.onSubmit} className="cart-note">
      <label htmlFor={id}>
        Order note <span className="optional">(optional)</span>
      </label>
      <textarea
        id={id}
        name="note"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        defaultValue={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="form-hint">
        Gift message or delivery instructions, up to {NOTE_MAX_LENGTH} characters.
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {form.notice && <p className="field-success">{form.notice.text}</p>}
      <button
        type="submit"
        className="btn btn-outlined btn-primary btn-compact"
        aria-disabled={form.busy || undefined}
        aria-busy={saving || undefined}
      >
        <span className="btn-label">{saving ? 'Saving…' : 'Save note'}</span>
      </button>
    </CartActionForm>
  );
}
