import { MAX_LINE_QUANTITY } from '../../../shared/cart-constants';
import { Icon } from '../ui/Icon';

/** The cart action's quantity bounds (shared/contract/cart-action.ts). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = MAX_LINE_QUANTITY;

interface Common {
  value: number;
  /** names the product in the buttons' accessible names */
  itemName: string;
  /** the posted field's name */
  name: string;
  disabled?: boolean;
  /**
   * Another change of the cart is on its way: the buttons refuse (aria-disabled) but stay
   * focusable, so a keyboard user pressing + again is still on +. A disabled button drops the focus.
   */
  busy?: boolean;
}

/**
 * A typed quantity (product page): a number input that posts without JavaScript; − and + set it
 * once the page runs (hidden until then, they would do nothing).
 */
export interface QuantityInputProps extends Common {
  mode: 'input';
  id: string;
  onChange(quantity: number | null): void;
  /** id of the field's error message, when it shows one */
  errorId?: string;
}

/**
 * A cart line's quantity: − and + are the form's submit buttons carrying the new quantity
 * (− at 1 posts 0, which removes the line), so they work without JavaScript.
 */
export interface QuantitySubmitProps extends Common {
  mode: 'submit';
}

export type QuantityStepperProps = QuantityInputProps | QuantitySubmitProps;

/** − value + ; the group is named for the product so each button says what it changes. */
export function QuantityStepper(props: QuantityStepperProps) {
  const { value, itemName, name, disabled = false, busy = false } = props;
  const submit = props.mode === 'submit';
  const button = (delta: -1 | 1) => {
    const label = `${delta < 0 ? 'Decrease' : 'Increase'} quantity of ${itemName}`;
    // An emptied input counts from 0: + makes it 1.
    const next = (Number.isFinite(value) ? value : 0) + delta;
    const off = disabled || next > QUANTITY_MAX || (!submit && next < QUANTITY_MIN);
    return submit ? (
      <button
        type="submit"
        name={name}
        value={String(next)}
        aria-label={label}
        disabled={off}
        aria-disabled={busy || undefined}
      >
        <Icon name={delta < 0 ? 'minus' : 'plus'} size={16} />
      </button>
    ) : (
      <button
        type="button"
        className="quantity-step"
        aria-label={label}
        disabled={off}
        onClick={() => props.onChange(next)}
      >
        <Icon name={delta < 0 ? 'minus' : 'plus'} size={16} />
      </button>
    );
  };
  return (
    <div
      className={`quantity-stepper${submit ? '' : ' quantity-stepper-input'}`}
      role="group"
      aria-label={`Quantity of ${itemName}`}
    >
      {button(-1)}
      {props.mode === 'submit' ? (
        <output className="quantity-value">{value}</output>
      ) : (
        <input
          id={props.id}
          className="quantity-value"
          type="number"
          name={name}
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          required
          value={Number.isFinite(value) ? value : ''}
          aria-label={`Quantity of ${itemName}`}
          aria-invalid={props.errorId ? true : undefined}
          aria-describedby={props.errorId}
          onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      )}
      {button(1)}
    </div>
  );
}
