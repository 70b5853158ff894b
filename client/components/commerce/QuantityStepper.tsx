import { Icon } from '../ui/Icon';

/** The Quantity schema's bounds (shared/contract/fields.ts). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

export interface QuantityStepperProps {
  value: number;
  /** names the product in the buttons' accessible names */
  itemName: string;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/** − value + ; the group is named for the product so each button says what it changes. */
export function QuantityStepper({ value, itemName, disabled = false, onChange }: QuantityStepperProps) {
  return (
    <div className="quantity-stepper" role="group" aria-label={`Quantity of ${itemName}`}>
      <button
        type="button"
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" size={16} />
      </button>
      <output className="quantity-value">{value}</output>
      <button
        type="button"
        aria-label={`Increase quantity of ${itemName}`}
        disabled={disabled || value >= QUANTITY_MAX}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
