import type { FieldErrors } from '../checkout-forms';
import { US_STATES } from '../../../../shared/rules/us-address';

// Labelled fields with their message beside them (aria-invalid + aria-describedby), as the
// shop's form kit renders them, so a screen reader hears the message with the field.

export interface FieldProps {
  name: string;
  label: string;
  value?: string;
  errors: FieldErrors;
  type?: string;
  autoComplete?: string;
  /**
   * true (the default): required; false: labelled "(optional)"; 'when-entered': needed only when
   * the shopper enters this part at all (a new address beside the saved ones), so neither.
   */
  required?: boolean | 'when-entered';
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

/** The ids a control's aria-describedby names, and the hint and message they point at. */
function described(name: string, errors: FieldErrors, hint?: string) {
  const ids = [hint ? `${name}-hint` : '', errors[name] ? `${name}-error` : ''].filter(Boolean);
  return {
    aria: {
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
    },
    after: (
      <>
        {hint ? (
          <p className="hint" id={`${name}-hint`}>
            {hint}
          </p>
        ) : null}
        <FieldError name={name} errors={errors} />
      </>
    ),
  };
}

/** The message beside a field (or a group of choices), when it has one. */
export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  return errors[name] ? (
    <p className="field-error" id={`${name}-error`}>
      {errors[name]}
    </p>
  ) : null;
}

export function Field(p: FieldProps) {
  const d = described(p.name, p.errors, p.hint);
  return (
    <div className={p.errors[p.name] ? 'field has-error' : 'field'}>
      <label htmlFor={p.name}>
        {p.label}
        {p.required === false ? (
          <>
            {' '}
            <span className="optional">(optional)</span>
          </>
        ) : null}
      </label>
      <input
        id={p.name}
        name={p.name}
        type={p.type ?? 'text'}
        defaultValue={p.value ?? ''}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        required={p.required === true || p.required === undefined}
        {...d.aria}
      />
      {d.after}
    </div>
  );
}

export function StateSelect({
  value,
  errors,
  required = true,
}: {
  value: string;
  errors: FieldErrors;
  required?: boolean;
}) {
  const d = described('provinceCode', errors);
  return (
    <div className={errors.provinceCode ? 'field has-error' : 'field'}>
      <label htmlFor="provinceCode">State</label>
      <select
        id="provinceCode"
        name="provinceCode"
        autoComplete="address-level1"
        required={required}
        defaultValue={value}
        {...d.aria}
      >
        <option value="">Select a state</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {d.after}
    </div>
  );
}

/**
 * The form's own alert: every message once, so the shopper sees at once that something needs
 * fixing. It takes the focus as the page opens (no script needed), which also scrolls it into
 * view: on a phone the order summary stands above the form and filled the first screen.
 */
export function FormAlert({ errors, intro = 'Please fix the following:' }: { errors: FieldErrors; intro?: string }) {
  const messages = Object.values(errors);
  if (messages.length === 0) return null;
  return (
    <div className="alert" role="alert" tabIndex={-1} autoFocus>
      <p>{intro}</p>
      <ul>
        {messages.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
