import type { FieldErrors } from '../checkout-forms';
import { US_STATES } from '../../../../shared/rules/us-address';
import { esc } from './html';

// Labelled fields with their message beside them (aria-invalid + aria-describedby), as the
// shop's form kit renders them, so a screen reader hears the message with the field.

export interface FieldProps {
  name: string;
  label: string;
  value?: string;
  errors: FieldErrors;
  type?: string;
  autocomplete?: string;
  /**
   * true (the default): required; false: labelled "(optional)"; 'when-entered': needed only when
   * the shopper enters this part at all (a new address beside the saved ones), so neither.
   */
  required?: boolean | 'when-entered';
  hint?: string;
  inputmode?: string;
}

function described(name: string, errors: FieldErrors, hint?: string): { attrs: string; after: string } {
  const ids: string[] = [];
  let after = '';
  if (hint) {
    ids.push(`${name}-hint`);
    after += `<p class="hint" id="${name}-hint">${esc(hint)}</p>`;
  }
  if (errors[name]) {
    ids.push(`${name}-error`);
    after += `<p class="field-error" id="${name}-error">${esc(errors[name])}</p>`;
  }
  const attrs =
    (errors[name] ? ' aria-invalid="true"' : '') + (ids.length ? ` aria-describedby="${ids.join(' ')}"` : '');
  return { attrs, after };
}

export function field(p: FieldProps): string {
  const d = described(p.name, p.errors, p.hint);
  const optional = p.required === false ? ' <span class="optional">(optional)</span>' : '';
  return `<div class="field${p.errors[p.name] ? ' has-error' : ''}">
  <label for="${p.name}">${esc(p.label)}${optional}</label>
  <input id="${p.name}" name="${p.name}" type="${p.type ?? 'text'}" value="${esc(p.value ?? '')}"${p.autocomplete ? ` autocomplete="${p.autocomplete}"` : ''}${p.inputmode ? ` inputmode="${p.inputmode}"` : ''}${p.required === true || p.required === undefined ? ' required' : ''}${d.attrs}>
  ${d.after}
</div>`;
}

export function stateSelect(value: string, errors: FieldErrors, required: boolean = true): string {
  const d = described('provinceCode', errors);
  const options = US_STATES.map(
    ([code, name]) => `<option value="${code}"${code === value ? ' selected' : ''}>${esc(name)}</option>`,
  ).join('');
  return `<div class="field${errors.provinceCode ? ' has-error' : ''}">
  <label for="provinceCode">State</label>
  <select id="provinceCode" name="provinceCode" autocomplete="address-level1"${required ? ' required' : ''}${d.attrs}><option value="">Select a state</option>${options}</select>
  ${d.after}
</div>`;
}

/**
 * The form's own alert: every message once, so the shopper sees at once that something needs
 * fixing. It takes the focus as the page opens (no script needed), which also scrolls it into
 * view: on a phone the order summary stands above the form and filled the first screen.
 */
export function formAlert(errors: FieldErrors, intro = 'Please fix the following:'): string {
  const messages = Object.values(errors);
  if (messages.length === 0) return '';
  return `<div class="alert" role="alert" tabindex="-1" autofocus><p>${esc(intro)}</p><ul>${messages.map((m) => `<li>${esc(m)}</li>`).join('')}</ul></div>`;
}
