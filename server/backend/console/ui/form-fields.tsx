import type { ReactNode } from 'react';

// Inputs of the console forms (content, products), each with its label, an optional hint and its message right
// under it; a refused value is shown again as typed. `id` differs from `name` for the rows of
// a table of inputs (legal_url sent once per row, id legal_url-2).

interface BaseProps {
  label: string;
  name: string;
  id?: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** the label is read by screen readers only (a table's column says what it is) */
  hideLabel?: boolean;
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

function Frame({ id, label, hint, error, hideLabel, children }: BaseProps & { id: string; children: ReactNode }) {
  return (
    <div className={error ? 'console-field console-field-error' : 'console-field'}>
      <label htmlFor={id} className={hideLabel ? 'console-visually-hidden' : undefined}>
        {label}
      </label>
      {hint ? (
        <p className="console-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="console-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput(
  props: BaseProps & { type?: 'text' | 'datetime-local' | 'date'; maxLength?: number; inputMode?: 'decimal' | 'url' },
) {
  const id = props.id ?? `field-${props.name}`;
  return (
    <Frame {...props} id={id}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value}
        required={props.required}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      />
    </Frame>
  );
}

export function TextArea(props: BaseProps & { rows?: number; maxLength?: number }) {
  const id = props.id ?? `field-${props.name}`;
  return (
    <Frame {...props} id={id}>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 4}
        defaultValue={props.value}
        required={props.required}
        maxLength={props.maxLength}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      />
    </Frame>
  );
}

export function Select(props: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const id = props.id ?? `field-${props.name}`;
  return (
    <Frame {...props} id={id}>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A form-wide sentence when some fields were refused, so the reader knows to look below. */
export function RefusedSummary({ errors }: { errors: Record<string, string | undefined> }) {
  const count = Object.values(errors).filter(Boolean).length;
  return count ? (
    <p className="console-error console-form-error" role="alert">
      {count === 1 ? 'One field needs a change' : `${count} fields need a change`}: see the message under it. Nothing
      was saved.
    </p>
  ) : null;
}
