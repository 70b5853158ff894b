import { shopDate } from '../../carts/discount-eligibility';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import type { Drawn } from '../ui/drawn-version';
import { TextInput } from '../ui/form-fields';
import { VersionField } from '../ui/version-field';
import { formDays, type DiscountErrors, type DiscountForm } from './discount-rules';
import type { DiscountRow } from './discount-store';

// The Discount codes screen: every code with its offer, dates, minimum, uses and on/off (one
// click), and a form to create or edit one. A refused value comes back in its field with the
// message beside it.

export const DISCOUNT_NOTICES: Record<string, string> = {
  created: 'Discount code created. Carts apply it from now on.',
  saved: 'Discount code saved. Carts apply the new terms from now on.',
  enabled: 'Discount code turned on.',
  disabled: 'Discount code turned off: carts no longer apply it.',
};

export const EMPTY_DISCOUNT: DiscountForm = {
  code: '',
  kind: 'percentage',
  value: '',
  description: '',
  starts: '',
  ends: '',
  minimum: '',
  usageLimit: '',
  perCustomerLimit: '',
  enabled: true,
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function offerOf(d: DiscountRow): string {
  if (d.type === 'DiscountCodeFreeShipping') return 'Free shipping';
  return d.amountCents ? `${money(d.amountCents)} off` : `${d.percentage ?? 0}% off`;
}

function datesOf(d: DiscountRow): string {
  const { starts, ends } = formDays(d.startsAt, d.endsAt);
  if (!starts && !ends) return 'Always';
  if (!ends) return `From ${shopDate(starts)}`;
  if (!starts) return `Until ${shopDate(ends)}`;
  return `${shopDate(starts)} – ${shopDate(ends)}`;
}

function usesOf(d: DiscountRow): string {
  const total = d.usageLimit === null ? `${d.timesUsed}` : `${d.timesUsed} of ${d.usageLimit}`;
  return d.perCustomerLimit === null ? total : `${total} (${d.perCustomerLimit} per customer)`;
}

export function DiscountListPage({
  staff,
  rows,
  canEdit,
  notice,
}: {
  staff: SignedInStaff;
  rows: DiscountRow[];
  canEdit: boolean;
  notice?: string | null;
}) {
  return (
    <ConsoleLayout title="Discount codes" staff={staff} current="/discounts" notice={notice ?? null}>
      {canEdit ? (
        <p>
          <a className="console-button" href="/discounts/new">
            New discount code
          </a>{' '}
          · <a href="/gift-rules">Gift rules</a>
        </p>
      ) : null}
      <div className="console-table-wrap">
        <table className="console-table console-cards">
          <caption className="console-visually-hidden">Discount codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Offer</th>
              <th scope="col">Dates</th>
              <th scope="col">Minimum</th>
              <th scope="col">Used</th>
              <th scope="col">On</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.code} id={`discount-${d.code}`}>
                <td>
                  {canEdit ? (
                    <a href={`/discounts/${encodeURIComponent(d.code)}`}>
                      <code>{d.code}</code>
                    </a>
                  ) : (
                    <code>{d.code}</code>
                  )}
                  <br />
                  <span className="console-hint">{d.description}</span>
                </td>
                <td data-label="Offer">{offerOf(d)}</td>
                <td data-label="Dates">{datesOf(d)}</td>
                <td data-label="Minimum">{d.minSubtotalCents ? money(d.minSubtotalCents) : 'None'}</td>
                <td className="console-num" data-label="Used">
                  {usesOf(d)}
                </td>
                <td data-label="On">
                  {d.enabled ? 'On' : 'Off'}
                  {canEdit ? (
                    <PostForm
                      action={`/discounts/${encodeURIComponent(d.code)}/enabled`}
                      csrfToken={staff.csrfToken}
                      className="console-inline"
                    >
                      <input type="hidden" name="enabled" value={d.enabled ? '0' : '1'} />
                      <button type="submit" aria-label={`Turn ${d.code} ${d.enabled ? 'off' : 'on'}`}>
                        {d.enabled ? 'Turn off' : 'Turn on'}
                      </button>
                    </PostForm>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsoleLayout>
  );
}

function Input({
  name,
  form,
  errors,
  ...rest
}: {
  name: keyof DiscountForm;
  label: string;
  form: DiscountForm;
  errors: DiscountErrors;
  hint?: string;
  type?: 'text' | 'date';
  readOnly?: boolean;
}) {
  return <TextInput {...rest} id={`discount-${name}`} name={name} value={String(form[name])} error={errors[name]} />;
}

export function DiscountFormPage({
  staff,
  form,
  errors,
  editing,
  timesUsed,
  drawn,
}: {
  staff: SignedInStaff;
  form: DiscountForm;
  errors: DiscountErrors;
  /** the code being edited; absent when creating */
  editing?: string;
  timesUsed?: number;
  drawn?: Drawn;
}) {
  const kindError = errors.kind;
  return (
    <ConsoleLayout
      title={editing ? `Discount code ${editing}` : 'New discount code'}
      staff={staff}
      current="/discounts"
    >
      <p>
        <a href="/discounts">← All discount codes</a>
      </p>
      {editing ? <p className="console-hint">Used {timesUsed ?? 0} times (cancelled orders aside).</p> : null}
      <section className="console-panel">
        <PostForm
          action={editing ? `/discounts/${encodeURIComponent(editing)}` : '/discounts'}
          csrfToken={staff.csrfToken}
          className="console-form"
        >
          <VersionField drawn={drawn} />
          <Input
            name="code"
            label="Code"
            form={form}
            errors={errors}
            hint={editing ? 'Orders carry the code, so it cannot be renamed.' : 'What shoppers type, like SUMMER15.'}
            readOnly={Boolean(editing)}
          />
          <fieldset className={kindError ? 'console-field console-field-error' : 'console-field'}>
            <legend>Offer</legend>
            {(
              [
                ['percentage', 'A percentage off the order'],
                ['amount', 'A fixed amount off the order'],
                ['free-shipping', 'Free standard shipping'],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="console-check">
                <input type="radio" name="kind" value={value} defaultChecked={form.kind === value} /> {text}
              </label>
            ))}
            {kindError ? <p className="console-error">{kindError}</p> : null}
          </fieldset>
          <Input
            name="value"
            label="Percentage or amount"
            form={form}
            errors={errors}
            hint="15 for 15% off or $15 off; empty for free shipping. Percentage and amount codes do not combine."
          />
          <Input name="description" label="Description" form={form} errors={errors} />
          <Input name="starts" label="First day (optional)" type="date" form={form} errors={errors} />
          <Input name="ends" label="Last day (optional)" type="date" form={form} errors={errors} />
          <Input
            name="minimum"
            label="Minimum subtotal in dollars (optional)"
            form={form}
            errors={errors}
            hint="Counted before any code, after free gifts."
          />
          <Input name="usageLimit" label="Uses in total (optional)" form={form} errors={errors} />
          <Input name="perCustomerLimit" label="Uses per customer (optional)" form={form} errors={errors} />
          <label className="console-check">
            <input type="checkbox" name="enabled" value="1" defaultChecked={form.enabled} /> On: carts may apply it
          </label>
          <button type="submit">{editing ? 'Save discount code' : 'Create discount code'}</button>
        </PostForm>
      </section>
    </ConsoleLayout>
  );
}
