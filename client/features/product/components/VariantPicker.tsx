import type { Variant } from '../../../../shared/contract/models';
import { formatMoney } from '../../../../shared/format/money';

/** Sizes as a radio group: one choice, arrow keys move between them. */
export function VariantPicker({
  variants,
  value,
  onChange,
  name,
}: {
  variants: Variant[];
  value: string;
  onChange(id: string): void;
  name: string;
}) {
  if (variants.length < 2) return null;
  return (
    <fieldset className="option-group variant-picker">
      <legend>Size</legend>
      <div className="option-pills">
        {variants.map((v) => (
          <label
            key={v.id}
            className={`option-pill${v.id === value ? ' is-selected' : ''}${v.availableForSale ? '' : ' is-unavailable'}`}
          >
            <input type="radio" name={name} value={v.id} checked={v.id === value} onChange={() => onChange(v.id)} />
            <span className="option-pill-title">{v.title}</span>
            <span className="option-pill-meta">{v.availableForSale ? formatMoney(v.price) : 'Sold out'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
