import type { ReactNode } from 'react';

// The console's labelled inputs, each with an optional hint and its message right under it; a
// refused value is shown again as typed (never a password). `id` differs from `name` for the
// rows of a table of inputs (legal_url sent once per row, id legal_url-2).

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

/** A field's message, `${id}-error`, which the control names in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="console-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** aria attributes of a control whose value was refused (for a control drawn by hand inside `FieldFrame`). */
export function invalid(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/** The label, hint and message around a control drawn by the caller (a select of carriers, a textarea). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  hideLabel,
  children,
}: Omit<BaseProps, 'name'> & { id: string; children: ReactNode }) {
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
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface TextInputProps extends BaseProps {
  type?: 'text' | 'email' | 'password' | 'number' | 'date' | 'datetime-local';
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'url';
  autoComplete?: string;
  autoFocus?: boolean;
  readOnly?: boolean;
  placeholder?: string;
}

export function TextInput(props: TextInputProps) {
  const id = props.id ?? `field-${props.name}`;
  const type = props.type ?? 'text';
  return (
    <FieldFrame {...props} id={id}>
      <input
        id={id}
        name={props.name}
        type={type}
        defaultValue={type === 'password' ? undefined : props.value}
        required={props.required}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        readOnly={props.readOnly}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
      />
    </FieldFrame>
  );
}

export function TextArea(props: BaseProps & { rows?: number; maxLength?: number }) {
  const id = props.id ?? `field-${props.name}`;
  return (
    <FieldFrame {...props} id={id}>
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
    </FieldFrame>
  );
}

export function Select(props: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const id = props.id ?? `field-${props.name}`;
  return (
    <FieldFrame {...props} id={id}>
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
    </FieldFrame>
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
