import { useId, useState, type FormEvent } from 'react';
import { CART_MESSAGES } from '../../../../shared/contract/cart-messages';
import { cartErrorMessage } from '../../../lib/cart-messages';
import { useCartActions } from '../use-cart-actions';

/** The update-cart-note limit (shared/contract/cart.ts). */
const NOTE_MAX_LENGTH = 1000;

export function CartNoteForm({ note, busy, onStatus }: { note: string; busy: boolean; onStatus(text: string): void }) {
  const { updateNote } = useCartActions();
  const [value, setValue] = useState(note);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const dirty = value !== note;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await updateNote.mutateAsync(value);
      onStatus(CART_MESSAGES.noteSaved);
    } catch (err) {
      setError(cartErrorMessage(err));
    }
  };

  return (
    <form className="cart-note" onSubmit={onSubmit}>
      <label htmlFor={id}>Order note <span className="optional">(optional)</span></label>
      <textarea
        id={id}
        name="note"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="form-hint">Gift message or delivery instructions, up to {NOTE_MAX_LENGTH} characters.</p>
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="btn btn-outlined btn-primary btn-compact" disabled={busy || !dirty}>Save note</button>
    </form>
  );
}
