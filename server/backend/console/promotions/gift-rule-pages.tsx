import type { GiftRule } from '../../../../shared/contract/content-models';
import { shopDate } from '../../carts/discount-eligibility';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import type { Drawn } from '../ui/drawn-version';
import { FieldError, TextInput } from '../ui/form-fields';
import { VersionField } from '../ui/version-field';
import { formDays } from './discount-rules';
import type { GiftRuleErrors, GiftRuleForm } from './gift-rule-rules';

// The Gift rules screen: every rule as the sentence that describes it, with its dates and
// on/off, and a form to create or edit one. The sentence is written from the rule's fields
// when it is saved (never typed), so what the shop says is what the rule does.

export const GIFT_RULE_NOTICES: Record<string, string> = {
  created: 'Gift rule created. Carts apply it from now on.',
  saved: 'Gift rule saved. Carts apply it from now on.',
};

export const EMPTY_GIFT_RULE: GiftRuleForm = {
  handle: '',
  enabled: true,
  starts: '',
  ends: '',
  trigger: 'buy_total',
  total: '',
  triggerProducts: '',
  giftProducts: [],
};

function datesOf(rule: GiftRule): string {
  const { starts, ends } = formDays(rule.start_date, rule.end_date);
  if (!starts && !ends) return 'Always';
  if (!ends) return `From ${shopDate(starts)}`;
  if (!starts) return `Until ${shopDate(ends)}`;
  return `${shopDate(starts)} – ${shopDate(ends)}`;
}

export function GiftRuleListPage({
  staff,
  rules,
  notice,
}: {
  staff: SignedInStaff;
  rules: GiftRule[];
  notice?: string | null;
}) {
  return (
    <ConsoleLayout title="Gift rules" staff={staff} current="/discounts" notice={notice ?? null}>
      <p>
        <a href="/discounts">Discount codes</a> ·{' '}
        <a className="console-button" href="/gift-rules/new">
          New gift rule
        </a>
      </p>
      <div className="console-table-wrap">
        <table className="console-table console-cards">
          <caption className="console-visually-hidden">Gift rules</caption>
          <thead>
            <tr>
              <th scope="col">Offer</th>
              <th scope="col">Dates</th>
              <th scope="col">On</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.handle} id={`gift-rule-${r.handle}`}>
                <td>
                  <a href={`/gift-rules/${encodeURIComponent(r.handle)}`}>{r.title}</a>
                  <br />
                  <code className="console-hint">{r.handle}</code>
                </td>
                <td data-label="Dates">{datesOf(r)}</td>
                <td data-label="On">{r.enabled ? 'On' : 'Off'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsoleLayout>
  );
}

function TextField({
  name,
  form,
  errors,
  ...rest
}: {
  name: 'handle' | 'starts' | 'ends' | 'total' | 'triggerProducts';
  label: string;
  form: GiftRuleForm;
  errors: GiftRuleErrors;
  hint?: string;
  type?: 'text' | 'date';
  readOnly?: boolean;
}) {
  return <TextInput {...rest} id={`gift-${name}`} name={name} value={form[name]} error={errors[name]} />;
}

export function GiftRuleFormPage({
  staff,
  form,
  errors,
  gifts,
  editing,
  summary,
  drawn,
}: {
  staff: SignedInStaff;
  form: GiftRuleForm;
  errors: GiftRuleErrors;
  /** the catalogue's gift products to choose from */
  gifts: { handle: string; title: string }[];
  editing?: string;
  /** the saved rule's sentence */
  summary?: string;
  drawn?: Drawn;
}) {
  return (
    <ConsoleLayout title={editing ? 'Edit gift rule' : 'New gift rule'} staff={staff} current="/discounts">
      <p>
        <a href="/gift-rules">← All gift rules</a>
      </p>
      {summary ? (
        <p>
          The shop says: <strong>{summary}</strong>
        </p>
      ) : null}
      <section className="console-panel">
        <PostForm
          action={editing ? `/gift-rules/${encodeURIComponent(editing)}` : '/gift-rules'}
          csrfToken={staff.csrfToken}
          className="console-form"
        >
          <VersionField drawn={drawn} />
          <TextField
            name="handle"
            label="Handle"
            form={form}
            errors={errors}
            readOnly={Boolean(editing)}
            hint="A name for the rule, like spend-75-deluxe-serum."
          />
          <fieldset className={errors.trigger ? 'console-field console-field-error' : 'console-field'}>
            <legend>The gift comes with</legend>
            <label className="console-check">
              <input type="radio" name="trigger" value="buy_total" defaultChecked={form.trigger === 'buy_total'} /> A
              spend of at least (products before discount codes)
            </label>
            <label className="console-check">
              <input type="radio" name="trigger" value="buy_qty" defaultChecked={form.trigger === 'buy_qty'} /> Any of
              these products in the cart
            </label>
            <FieldError id="gift-trigger-error" message={errors.trigger} />
          </fieldset>
          <TextField name="total" label="Spend in dollars" form={form} errors={errors} hint="For a spend, like 75." />
          <TextField
            name="triggerProducts"
            label="Products that trigger it"
            form={form}
            errors={errors}
            hint="For products: their handles, separated by commas."
          />
          <fieldset className={errors.giftProducts ? 'console-field console-field-error' : 'console-field'}>
            <legend>Gift products</legend>
            {gifts.map((g) => (
              <label key={g.handle} className="console-check">
                <input
                  type="checkbox"
                  name="giftProducts"
                  value={g.handle}
                  defaultChecked={form.giftProducts.includes(g.handle)}
                />{' '}
                {g.title}
              </label>
            ))}
            <FieldError id="gift-giftProducts-error" message={errors.giftProducts} />
          </fieldset>
          <TextField name="starts" label="First day (optional)" type="date" form={form} errors={errors} />
          <TextField name="ends" label="Last day (optional)" type="date" form={form} errors={errors} />
          <label className="console-check">
            <input type="checkbox" name="enabled" value="1" defaultChecked={form.enabled} /> On
          </label>
          <button type="submit">{editing ? 'Save gift rule' : 'Create gift rule'}</button>
        </PostForm>
      </section>
    </ConsoleLayout>
  );
}
