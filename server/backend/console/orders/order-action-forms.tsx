import { CARRIER_NAMES, CARRIERS } from '../../../../shared/rules/carriers';
import { refundableCents, toShip } from '../../../../shared/rules/order-transitions';
import { PostForm } from '../ui/console-layout';
import { NOTE_MAX, REASON_MAX, text, type FieldErrors, type Posted } from './order-form-input';
import type { OrderRecord } from './order-record';
import { FieldError, FieldFrame, invalid } from '../ui/form-fields';
import { cents } from './order-views';

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

function Version({ order }: { order: OrderRecord }) {
  return <input type="hidden" name="version" value={order.version} />;
}

/** One number input per line, under a legend, with the lines' message below. */
function LineQuantities({
  form,
  legend,
  lines,
  problem,
}: {
  form: FormName;
  legend: string;
  lines: { id: number; label: string; name: string; max: number; value: string }[];
  problem: FormProblem | null;
}) {
  const error = problem?.errors.lines;
  return (
    <fieldset className="console-lines" {...invalid(`${form}-lines`, error)}>
      <legend>{legend}</legend>
      {lines.map((l) => (
        <div key={l.id} className="console-field">
          <label htmlFor={`${form}-${l.name}`}>{l.label}</label>
          <input
            id={`${form}-${l.name}`}
            type="number"
            name={l.name}
            min={0}
            max={l.max}
            size={4}
            defaultValue={valueOf(problem, l.name, l.value)}
          />
        </div>
      ))}
      <FieldError id={`${form}-lines-error`} message={error} />
    </fieldset>
  );
}

export function ShipForm({ order, csrfToken, problem }: FormProps) {
  const open = order.lines.filter((l) => toShip(order, l) > 0);
  const e = problem?.errors ?? {};
  return (
    <section className="console-card" aria-labelledby="ship-title">
      <h2 id="ship-title">Ship</h2>
      <PostForm action={`/orders/${order.number}/ship`} csrfToken={csrfToken} className="console-form">
        <Version order={order} />
        <LineQuantities
          form="ship"
          legend="Lines in this parcel (0 keeps a line back)"
          problem={problem}
          lines={open.map((l) => ({
            id: l.id,
            label: `${l.title} · ${l.variantTitle} (${toShip(order, l)} left)`,
            name: `ship_${l.id}`,
            max: toShip(order, l),
            value: String(toShip(order, l)),
          }))}
        />
        <FieldFrame id="ship-carrier" label="Carrier" error={e.carrier}>
          <select
            id="ship-carrier"
            name="carrier"
            defaultValue={valueOf(problem, 'carrier', '')}
            {...invalid('ship-carrier', e.carrier)}
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
        </FieldFrame>
        <FieldFrame id="ship-tracking" label="Tracking number" error={e.tracking}>
          <input
            id="ship-tracking"
            name="tracking"
            autoComplete="off"
            spellCheck={false}
            defaultValue={valueOf(problem, 'tracking', '')}
            {...invalid('ship-tracking', e.tracking)}
          />
        </FieldFrame>
        <button type="submit">Ship and e-mail the customer</button>
      </PostForm>
    </section>
  );
}

export function CancelForm({ order, csrfToken, problem }: FormProps) {
  const error = problem?.errors.reason;
  return (
    <section className="console-card" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel</h2>
      <p className="console-hint">The stock goes back on sale; the customer is e-mailed the reason.</p>
      <PostForm action={`/orders/${order.number}/cancel`} csrfToken={csrfToken} className="console-form">
        <Version order={order} />
        <FieldFrame id="cancel-reason" label="Reason (the customer reads it)" error={error}>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={2}
            maxLength={REASON_MAX}
            defaultValue={valueOf(problem, 'reason', '')}
            {...invalid('cancel-reason', error)}
          />
        </FieldFrame>
        <button type="submit" className="console-danger">
          Cancel order
        </button>
      </PostForm>
    </section>
  );
}

export function RefundForm({ order, csrfToken, problem }: FormProps) {
  const priced = order.lines.filter((l) => l.priceCents > 0 && l.quantity - l.refunded > 0);
  const e = problem?.errors ?? {};
  return (
    <section className="console-card" aria-labelledby="refund-title">
      <h2 id="refund-title">Refund</h2>
      <p className="console-hint">{`Up to ${cents(refundableCents(order))} left to refund. Test payment: the refund is recorded, nothing moves.`}</p>
      <PostForm action={`/orders/${order.number}/refund`} csrfToken={csrfToken} className="console-form">
        <Version order={order} />
        {priced.length > 0 ? (
          <LineQuantities
            form="refund"
            legend="Lines to refund (their share of what was paid)"
            problem={problem}
            lines={priced.map((l) => ({
              id: l.id,
              label: `${l.title} · ${l.variantTitle} · ${cents(l.priceCents)} each (${l.quantity - l.refunded} left)`,
              name: `refund_${l.id}`,
              max: l.quantity - l.refunded,
              value: '0',
            }))}
          />
        ) : (
          <FieldError id="refund-lines-error" message={e.lines} />
        )}
        <FieldFrame id="refund-amount" label="Or an amount (USD)" error={e.amount}>
          <input
            id="refund-amount"
            name="amount"
            inputMode="decimal"
            placeholder="0.00"
            size={10}
            defaultValue={valueOf(problem, 'amount', '')}
            {...invalid('refund-amount', e.amount)}
          />
        </FieldFrame>
        <FieldFrame id="refund-reason" label="Reason (optional)" error={e.reason}>
          <input
            id="refund-reason"
            name="reason"
            maxLength={REASON_MAX}
            defaultValue={valueOf(problem, 'reason', '')}
            {...invalid('refund-reason', e.reason)}
          />
        </FieldFrame>
        <button type="submit">Refund and e-mail the customer</button>
      </PostForm>
    </section>
  );
}

export function NoteForm({ order, csrfToken, problem }: FormProps) {
  const error = problem?.errors.note;
  return (
    <PostForm action={`/orders/${order.number}/note`} csrfToken={csrfToken} className="console-form">
      <FieldFrame id="note-note" label="Add a note (staff only, never shown to the customer)" error={error}>
        <textarea
          id="note-note"
          name="note"
          rows={2}
          maxLength={NOTE_MAX}
          defaultValue={valueOf(problem, 'note', '')}
          {...invalid('note-note', error)}
        />
      </FieldFrame>
      <button type="submit">Add note</button>
    </PostForm>
  );
}
