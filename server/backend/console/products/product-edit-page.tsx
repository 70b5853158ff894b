import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../../../../shared/catalog/taxonomy';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { Field, FormError } from '../ui/fields';
import { TextArea } from '../ui/form-fields';
import type { ProductRecord } from './catalogue-queries';
import type { FormErrors, ProductForm } from './product-form';
import { STATUS_LABELS } from './products-list-page';
import { Choices, VariantRow } from './product-edit-fields';

// The product editor: one form for the copy, facets, badges, SEO, sizes and subscription (a
// refused save comes back as sent, each message under its field), and beside it the
// publishing buttons. Sizes are rows of the one form: an empty last row adds a size, the
// position column reorders, a checkbox removes.

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
