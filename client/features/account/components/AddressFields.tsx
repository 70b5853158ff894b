import { SelectField } from '../../../components/ui/form/SelectField';
import { TextField } from '../../../components/ui/form/TextField';
import { US_STATES } from '../../../../shared/rules/us-address';
import type { AddressValues } from '../address-form';

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/**
 * The address inputs, named as the action reads them, with the browser's autofill tokens.
 * `values` are the defaults (the saved address, or what was typed before a refusal).
 */
export function AddressFields({
  values,
  errors,
  idPrefix,
}: {
  values?: Partial<AddressValues>;
  errors?: Record<string, string>;
  idPrefix: string;
}) {
  const v = values ?? {};
  const e = errors ?? {};
  const ac = (token: string) => `section-${idPrefix} ${token}`;
  return (
    <div className="address-fields">
      <TextField
        name="firstName"
        label="First name"
        required
        autoComplete={ac('given-name')}
        defaultValue={v.firstName}
        error={e.firstName}
      />
      <TextField
        name="lastName"
        label="Last name"
        required
        autoComplete={ac('family-name')}
        defaultValue={v.lastName}
        error={e.lastName}
      />
      <TextField
        name="company"
        label="Company"
        autoComplete={ac('organization')}
        defaultValue={v.company}
        error={e.company}
        className="field-wide"
      />
      <TextField
        name="address1"
        label="Street address"
        required
        autoComplete={ac('address-line1')}
        defaultValue={v.address1}
        error={e.address1}
        className="field-wide"
      />
      <TextField
        name="address2"
        label="Apartment, suite, unit"
        autoComplete={ac('address-line2')}
        defaultValue={v.address2}
        error={e.address2}
        className="field-wide"
      />
      <TextField
        name="city"
        label="City"
        required
        autoComplete={ac('address-level2')}
        defaultValue={v.city}
        error={e.city}
      />
      <SelectField
        name="provinceCode"
        label="State"
        required
        autoComplete={ac('address-level1')}
        options={STATE_OPTIONS}
        placeholder="Choose a state"
        defaultValue={v.provinceCode ?? ''}
        error={e.provinceCode}
      />
      <TextField
        name="zip"
        label="ZIP code"
        required
        autoComplete={ac('postal-code')}
        inputMode="numeric"
        hint="5 digits, or ZIP+4 (12345-6789)"
        defaultValue={v.zip}
        error={e.zip}
      />
      <TextField
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete={ac('tel')}
        hint="For delivery questions only"
        defaultValue={v.phone}
        error={e.phone}
      />
      <p className="field-wide form-hint">We ship within the United States.</p>
    </div>
  );
}
