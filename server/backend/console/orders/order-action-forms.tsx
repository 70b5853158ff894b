import { CARRIER_NAMES, CARRIERS } from '../../../../shared/rules/carriers';
import { refundableCents, toShip } from '../../../../shared/rules/order-transitions';
import { PostForm } from '../ui/console-layout';
import { NOTE_MAX, REASON_MAX, text, type FieldErrors, type Posted } from './order-form-input';
import type { OrderRecord } from './order-record';
import { cents, FieldError } from './order-views';

// The forms on an order's page. Each posts the version it was drawn from; a refused post comes
// back with its values and a sentence next to the field.

export type FormName = 'ship' | 'cancel' | 'refund' | 'note';

export interface FormProblem {
  form: FormName;
  errors: FieldErrors;
  values: Posted;
}

interface FormProps {
  order: OrderRecord;
  csrfToken: string;
  /** this form's refused post, if it was this one */
  problem: FormProblem | null;
}

function valueOf(problem: FormProblem | null, name: string, fallback: string): string {
  return problem ? text(problem.values, name) : fallback;
}

function errorProps(problem: FormProblem | null, form: FormName, name: string) {
  const message = problem?.errors[name];
  return message ? { 'aria-invalid': true, 'aria-describedby': `${form}-${name}-error` } : {};
}

function Errors({ problem, form, name }: { problem: FormProblem | null; form: FormName; name: string }) {
  return <FieldError id={`${form}-${name}-error`} message={problem?.errors[name]} />;
}

function Version({ order }: { order: OrderRecord }) {
  return <input type="hidden" name="version" value={order.version} />;
}

export function ShipForm({ order, csrfToken, problem }: FormProps) {
  const open = order.lines.filter((l) => toShip(order, l) > 0);
  return (
    <section className="console-card" aria-labelledby="ship-title">
      <h2 id="ship-title">Ship</h2>
      <PostForm action={`/orders/${order.number}/ship`} csrfToken={csrfToken}>
        <Version order={order} />
        <fieldset {...errorProps(problem, 'ship', 'lines')}>
          <legend>Lines to ship (quantity; 0 to keep back)</legend>
          {open.map((l) => (
            <label key={l.id} className="console-line-qty">
              <span>{`${l.title} · ${l.variantTitle}`}</span>
              <input
                type="number"
                name={`ship_${l.id}`}
                min={0}
                max={toShip(order, l)}
                defaultValue={valueOf(problem, `ship_${l.id}`, String(toShip(order, l)))}
              />
              <span className="console-sub">{`of ${toShip(order, l)} left`}</span>
            </label>
          ))}
        </fieldset>
        <Errors problem={problem} form="ship" name="lines" />
        <label>
          Carrier
          <select
            name="carrier"
            defaultValue={valueOf(problem, 'carrier', '')}
            {...errorProps(problem, 'ship', 'carrier')}
          >
            <option value="" disabled>
              Choose…
            </option>
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {CARRIER_NAMES[c]}
              </option>
            ))}
          </select>
        </label>
        <Errors problem={problem} form="ship" name="carrier" />
        <label>
          Tracking number
          <input
            name="tracking"
            autoComplete="off"
            spellCheck={false}
            defaultValue={valueOf(problem, 'tracking', '')}
            {...errorProps(problem, 'ship', 'tracking')}
          />
        </label>
        <Errors problem={problem} form="ship" name="tracking" />
        <button type="submit">Ship and e-mail the customer</button>
      </PostForm>
    </section>
  );
}

export function CancelForm({ order, csrfToken, problem }: FormProps) {
  return (
    <section className="console-card" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel</h2>
      <p className="console-sub">The stock goes back on sale; the customer is e-mailed the reason.</p>
      <PostForm action={`/orders/${order.number}/cancel`} csrfToken={csrfToken}>
        <Version order={order} />
        <label>
          Reason (the customer reads it)
          <textarea
            name="reason"
            rows={2}
            maxLength={REASON_MAX}
            defaultValue={valueOf(problem, 'reason', '')}
            {...errorProps(problem, 'cancel', 'reason')}
          />
        </label>
        <Errors problem={problem} form="cancel" name="reason" />
        <button type="submit" className="console-danger">
          Cancel order
        </button>
      </PostForm>
    </section>
  );
}

export function RefundForm({ order, csrfToken, problem }: FormProps) {
  const priced = order.lines.filter((l) => l.priceCents > 0 && l.quantity - l.refunded > 0);
  return (
    <section className="console-card" aria-labelledby="refund-title">
      <h2 id="refund-title">Refund</h2>
      <p className="console-sub">{`Up to ${cents(refundableCents(order))} left to refund. Test payment: the refund is recorded, nothing moves.`}</p>
      <PostForm action={`/orders/${order.number}/refund`} csrfToken={csrfToken}>
        <Version order={order} />
        {priced.length > 0 ? (
          <fieldset {...errorProps(problem, 'refund', 'lines')}>
            <legend>Lines (quantity)</legend>
            {priced.map((l) => (
              <label key={l.id} className="console-line-qty">
                <span>{`${l.title} · ${l.variantTitle} · ${cents(l.priceCents)} each`}</span>
                <input
                  type="number"
                  name={`refund_${l.id}`}
                  min={0}
                  max={l.quantity - l.refunded}
                  defaultValue={valueOf(problem, `refund_${l.id}`, '0')}
                />
              </label>
            ))}
          </fieldset>
        ) : null}
        <Errors problem={problem} form="refund" name="lines" />
        <label>
          Or an amount (USD)
          <input
            name="amount"
            inputMode="decimal"
            placeholder="0.00"
            defaultValue={valueOf(problem, 'amount', '')}
            {...errorProps(problem, 'refund', 'amount')}
          />
        </label>
        <Errors problem={problem} form="refund" name="amount" />
        <label>
          Reason (optional)
          <input
            name="reason"
            maxLength={REASON_MAX}
            defaultValue={valueOf(problem, 'reason', '')}
            {...errorProps(problem, 'refund', 'reason')}
          />
        </label>
        <Errors problem={problem} form="refund" name="reason" />
        <button type="submit">Refund and e-mail the customer</button>
      </PostForm>
    </section>
  );
}

export function NoteForm({ order, csrfToken, problem }: FormProps) {
  return (
    <PostForm action={`/orders/${order.number}/note`} csrfToken={csrfToken} className="console-note-form">
      <label>
        Add a note (staff only, never shown to the customer)
        <textarea
          name="note"
          rows={2}
          maxLength={NOTE_MAX}
          defaultValue={valueOf(problem, 'note', '')}
          {...errorProps(problem, 'note', 'note')}
        />
      </label>
      <Errors problem={problem} form="note" name="note" />
      <button type="submit">Add note</button>
    </PostForm>
  );
}
