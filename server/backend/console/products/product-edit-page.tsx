import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES, facetLabel } from '../../../../shared/catalog/taxonomy';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { Field, FormError } from '../ui/fields';
import type { ProductRecord } from './catalogue-queries';
import type { FormErrors, ProductForm, VariantForm } from './product-form';
import { STATUS_LABELS } from './products-list-page';

// The product editor: one form for the copy, facets, badges, SEO, sizes and subscription (a
// refused save comes back as sent, each message under its field), and beside it the
// publishing buttons. Sizes are rows of the one form: an empty last row adds a size, the
// position column reorders, a checkbox removes.

function TextArea({
  label,
  name,
  value,
  error,
  hint,
  rows = 4,
}: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  rows?: number;
}) {
  const id = `field-${name}`;
  return (
    <div className={error ? 'console-field console-field-error' : 'console-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="console-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      {error ? (
        <p className="console-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choices({
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

function VariantRow({ v, i, errors }: { v: VariantForm; i: number; errors: FormErrors }) {
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

export interface ProductEditProps {
  staff: SignedInStaff;
  /** null while creating */
  record: ProductRecord | null;
  form: ProductForm;
  errors: FormErrors;
  notice: string | null;
  shopUrl: string;
}

export function ProductEditPage({ staff, record, form, errors, notice, shopUrl }: ProductEditProps) {
  const action = record ? `/products/${record.id}` : '/products';
  const title = record ? record.title : 'New product';
  return (
    <ConsoleLayout title={title} staff={staff} current="/products" notice={notice}>
      <p>
        <a href="/products">All products</a>
        {record ? (
          <>
            {' · '}
            <a href={`/products/${record.id}/pictures`}>Pictures</a>
            {' · '}
            <span className={`console-status console-status-${record.status === 'active' ? 'active' : 'disabled'}`}>
              {STATUS_LABELS[record.status]}
            </span>
            {record.status === 'active' ? (
              <>
                {' · '}
                <a href={`${shopUrl}/products/${record.handle}`}>View on the shop</a>
              </>
            ) : null}
          </>
        ) : null}
      </p>
      {record ? <StatusActions staff={staff} record={record} /> : null}
      <FormError
        message={
          errors.form ??
          (Object.keys(errors).length > 0
            ? 'The product was not saved: correct the fields marked below (everything you typed is kept).'
            : null)
        }
      />
      <PostForm action={action} csrfToken={staff.csrfToken} className="console-form console-product-form">
        <input type="hidden" name="version" value={form.version} />
        <Field label="Title" name="title" value={form.title} error={errors.title} required />
        <Field
          label="Handle"
          name="handle"
          value={form.handle}
          error={errors.handle}
          hint="The address /products/handle: lowercase letters, digits and hyphens. Left empty, it is made from the title."
        />
        {record ? (
          <div className={errors.redirect ? 'console-field console-field-error' : 'console-field'}>
            {errors.redirect ? <p className="console-error">{errors.redirect}</p> : null}
            <label>
              <input type="checkbox" name="redirect" value="1" defaultChecked={form.redirect} /> If the handle changes,
              send its old address to the new one
            </label>
          </div>
        ) : null}
        <Field label="Subtitle" name="subtitle" value={form.subtitle} error={errors.subtitle} />
        <TextArea
          label="Description"
          name="description"
          value={form.description}
          error={errors.description}
          rows={8}
          hint="Rich text as HTML: paragraphs, lists, bold, italic and links are kept; anything else is removed on save."
        />
        <TextArea label="Key benefits" name="key_benefits" value={form.keyBenefits} hint="One per line." />
        <TextArea label="Ingredients" name="ingredients" value={form.ingredients} hint="One per line." />
        <TextArea label="How to use" name="how_to_use" value={form.howToUse} />
        <Choices
          legend="Categories (the first checked is the main one)"
          name="categories"
          options={CATEGORIES}
          chosen={form.categories}
          error={errors.categories}
        />
        <Choices legend="Skin types" name="skin_types" options={SKIN_TYPES} chosen={form.skinTypes} />
        <Choices legend="Concerns" name="concerns" options={SKIN_CONCERNS} chosen={form.concerns} />
        <fieldset className="console-field">
          <legend>Badges</legend>
          <label>
            <input type="checkbox" name="limited_edition" value="1" defaultChecked={form.limitedEdition} /> Limited
            edition
          </label>
          <Field
            label="New until (YYYY-MM-DD)"
            name="new_until"
            value={form.newUntil}
            error={errors.newUntil}
            hint="Shows the New badge until the end of that day; empty: new for 60 days after publishing."
          />
          <Field label="Other tags" name="tags" value={form.tags} hint="Separated by commas, e.g. gift, travel." />
        </fieldset>
        <fieldset className="console-field">
          <legend>Search engines</legend>
          <Field label="SEO title" name="seo_title" value={form.seoTitle} error={errors.seoTitle} />
          <TextArea
            label="SEO description"
            name="seo_description"
            value={form.seoDescription}
            error={errors.seoDescription}
            rows={2}
          />
        </fieldset>
        <fieldset className={errors.variants ? 'console-field console-field-error' : 'console-field'}>
          <legend>Sizes</legend>
          <p className="console-hint">
            Fill the last row to add a size; change the positions to reorder. A compare-at price above the price shows a
            sale.
          </p>
          {errors.variants ? <p className="console-error">{errors.variants}</p> : null}
          <div className="console-table-wrap">
            <table className="console-table console-variants">
              <thead>
                <tr>
                  <th scope="col">Position</th>
                  <th scope="col">Size</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Price ($)</th>
                  <th scope="col">Compare-at ($)</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Weight (g)</th>
                  <th scope="col">Remove</th>
                </tr>
              </thead>
              <tbody>
                {form.variants.map((v, i) => (
                  <VariantRow key={i} v={v} i={i} errors={errors} />
                ))}
              </tbody>
            </table>
          </div>
        </fieldset>
        <fieldset className="console-field">
          <legend>Subscribe &amp; save</legend>
          <label>
            <input type="checkbox" name="subscribe" value="1" defaultChecked={form.subscribe} /> Sell by subscription
          </label>
          <Field
            label="Discount (%)"
            name="discount"
            value={form.discount}
            error={errors.discount}
            inputMode="numeric"
          />
          <Field
            label="Delivery intervals (days)"
            name="intervals"
            value={form.intervals}
            error={errors.intervals}
            hint="Separated by commas, e.g. 30, 60, 90."
          />
        </fieldset>
        <button type="submit">{record ? 'Save product' : 'Create product'}</button>
      </PostForm>
    </ConsoleLayout>
  );
}

function StatusActions({ staff, record }: { staff: SignedInStaff; record: ProductRecord }) {
  const button = (action: string, label: string, danger = false) => (
    <PostForm
      key={action}
      action={`/products/${record.id}/${action}`}
      csrfToken={staff.csrfToken}
      className="console-inline"
    >
      <button type="submit" className={danger ? 'console-danger' : undefined}>
        {label}
      </button>
    </PostForm>
  );
  return (
    <div className="console-product-actions">
      {record.status === 'draft' ? button('publish', 'Publish') : null}
      {record.status === 'active' ? button('unpublish', 'Unpublish') : null}
      {record.status === 'archived' ? button('restore', 'Restore as draft') : button('archive', 'Archive', true)}
      {button('duplicate', 'Duplicate')}
    </div>
  );
}
