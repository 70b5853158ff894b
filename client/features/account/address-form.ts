import type { AddressInput } from '../../../shared/contract/customer';
import { US_COUNTRY } from '../../../shared/rules/us-address';
import { formErrorsFromZod, formText, type FormErrors } from '../../lib/forms/form-errors';

// The address form's fields and their client-side check: the contract's AddressInput (which
// holds the US rules of shared/rules/us-address.ts) plus what the form itself insists on.

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'provinceCode',
  'zip',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/**
 * What an empty required field says: the form asks for some even where the contract would let
 * them be empty, and for the others it says what to enter rather than the schema's "required".
 */
const REQUIRED_BY_FORM: Partial<Record<AddressField, string>> = {
  firstName: 'Enter a first name.',
  lastName: 'Enter a last name.',
  address1: 'Enter a street address.',
  city: 'Enter a city.',
  provinceCode: 'Choose a state.',
  zip: 'Enter a ZIP code.',
};

export type ParsedAddress =
  { ok: true; values: AddressValues; address: AddressInput } | { ok: false; values: AddressValues; errors: FormErrors };

/**
 * The posted address, checked; on failure the typed values come back with the errors. The schema
 * loads with the first submit, not with the page (decision 018).
 */
export async function parseAddressForm(form: FormData): Promise<ParsedAddress> {
  const values = formText(form, ADDRESS_FIELDS);
  const { AddressInput } = await import('../../../shared/contract/customer');
  const parsed = AddressInput.safeParse({ ...values, country: US_COUNTRY });
  const fields: Record<string, string> = parsed.success ? {} : { ...formErrorsFromZod(parsed.error).fields };
  for (const [name, message] of Object.entries(REQUIRED_BY_FORM)) {
    if (values[name as AddressField].trim() === '') fields[name] = message;
  }
  if (!parsed.success || Object.keys(fields).length) return { ok: false, values, errors: { fields } };
  return { ok: true, values, address: parsed.data };
}
