import { facetLabel } from '../../../../shared/catalog/taxonomy';
import type { FormErrors, VariantForm } from './product-form';

// The product editor's own inputs: a group of checkboxes for a facet, one cell of the sizes
// table, and a size's row (an empty last row adds a size).

export function Choices({
  legend,
  name,
  options,
  chosen,
  error,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  chosen: string[];
  error?: string | undefined;
}) {
  return (
    <fieldset className={error ? 'console-field console-field-error' : 'console-field'}>
      <legend>{legend}</legend>
      {error ? <p className="console-error">{error}</p> : null}
      <ul className="console-list console-choices">
        {options.map((o) => (
          <li key={o}>
            <label>
              <input type="checkbox" name={name} value={o} defaultChecked={chosen.includes(o)} /> {facetLabel(o)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Cell({
  name,
  row,
  field,
  label,
  value,
  errors,
  inputMode,
}: {
  name: string;
  row: number;
  field: string;
  label: string;
  value: string;
  errors: FormErrors;
  inputMode?: 'numeric' | 'decimal';
}) {
  const error = errors[`variant-${row}-${field}`];
  const id = `variant-${row}-${field}`;
  return (
    <td data-label={label} className={error ? 'console-field-error' : undefined}>
      <label htmlFor={id} className="console-visually-hidden">
        {label}, row {row + 1}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="console-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </td>
  );
}

export function VariantRow({ v, i, errors }: { v: VariantForm; i: number; errors: FormErrors }) {
  const removeError = errors[`variant-${i}-remove`];
  return (
    <tr>
      <Cell
        name="variant_position"
        row={i}
        field="position"
        label="Position"
        value={v.position}
        errors={errors}
        inputMode="numeric"
      />
      <Cell name="variant_title" row={i} field="title" label="Size" value={v.title} errors={errors} />
      <Cell name="variant_sku" row={i} field="sku" label="SKU" value={v.sku} errors={errors} />
      <Cell
        name="variant_price"
        row={i}
        field="price"
        label="Price ($)"
        value={v.price}
        errors={errors}
        inputMode="decimal"
      />
      <Cell
        name="variant_compare_at"
        row={i}
        field="compareAt"
        label="Compare-at ($)"
        value={v.compareAt}
        errors={errors}
        inputMode="decimal"
      />
      <Cell
        name="variant_stock"
        row={i}
        field="stock"
        label="Stock"
        value={v.stock}
        errors={errors}
        inputMode="numeric"
      />
      <Cell
        name="variant_weight"
        row={i}
        field="weight"
        label="Weight (g)"
        value={v.weight}
        errors={errors}
        inputMode="numeric"
      />
      <td data-label="Remove" className={removeError ? 'console-field-error' : undefined}>
        <input type="hidden" name="variant_id" value={v.id} />
        <input type="hidden" name="variant_stock_drawn" value={v.stockDrawn ?? ''} />
        {v.id ? (
          <label>
            <input type="checkbox" name="variant_remove" value={v.id} defaultChecked={v.remove} /> Remove
          </label>
        ) : (
          <span className="console-hint">New size</span>
        )}
        {removeError ? <p className="console-error">{removeError}</p> : null}
      </td>
    </tr>
  );
}
