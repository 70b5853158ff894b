import type { BuyerAddress } from '../../../shared/contract/models';
import { isUsStateCode } from '../../../shared/rules/us-address';

// The checkout's form posts, read and checked field by field so every message can stand
// beside its field. Each reader answers the clean value or the messages by field name.

export type FieldErrors = Record<string, string>;
export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** The shipping address as the checkout stores it (the contract's Address minus its id). */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  provinceCode: string;
  zip: string;
  country: string;
  phone: string;
}

export interface ContactAndAddress {
  email: string;
  address: ShippingAddress;
  /** the saved address chosen, when the customer picked one */
  savedAddressId: number | null;
}

type Form = Record<string, unknown>;

/**
 * The cart's delivery address (the buyer identity, as the cart contract writes it: `province`)
 * as the checkout's form fields name it (`provinceCode`), to fill in the information step.
 */
export function preferredAddress(a: BuyerAddress | null | undefined): ShippingAddress | null {
  if (!a) return null;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    provinceCode: a.province.toUpperCase(),
    zip: a.zip,
    country: a.country || 'US',
    phone: a.phone,
  };
}

/** Two addresses a parcel would reach alike (case and outer spaces aside). */
export function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  const norm = (v: string) => v.trim().toLowerCase();
  return ADDRESS_FIELDS.every((f) => norm(a[f]) === norm(b[f]));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^[+()\d\s.-]{7,20}$/;

export function text(form: Form, name: string, max = 200): string {
  const v = form[name];
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

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

/** Validates an address (entered or saved) for shipping in the US; the messages a shopper reads. */
export function addressErrors(a: ShippingAddress): FieldErrors {
  const errors: FieldErrors = {};
  if (!a.firstName) errors.firstName = 'Enter a first name';
  if (!a.lastName) errors.lastName = 'Enter a last name';
  if (!a.address1) errors.address1 = 'Enter an address';
  if (!a.city) errors.city = 'Enter a city';
  if (!a.provinceCode) errors.provinceCode = 'Select a state';
  else if (!isUsStateCode(a.provinceCode)) errors.provinceCode = 'Select a US state';
  if (!a.zip) errors.zip = 'Enter a ZIP code';
  else if (!ZIP.test(a.zip)) errors.zip = 'Enter a ZIP code like 12345 or 12345-6789';
  if (a.phone && !PHONE.test(a.phone)) errors.phone = 'Enter a valid phone number, or leave it empty';
  return errors;
}

/** Step 1: contact e-mail and either a saved address (`savedAddress` = its id) or an entered one. */
export function readContactAndAddress(
  form: Form,
  saved: (id: number) => ShippingAddress | null,
): FormResult<ContactAndAddress> {
  const values: Record<string, string> = {
    email: text(form, 'email', 254),
    savedAddress: text(form, 'savedAddress', 20),
  };
  for (const f of ADDRESS_FIELDS) values[f] = text(form, f);
  values.provinceCode = values.provinceCode!.toUpperCase();
  const errors: FieldErrors = {};
  if (!values.email) errors.email = 'Enter an e-mail address';
  else if (!EMAIL.test(values.email)) errors.email = 'Enter an e-mail address like name@example.com';

  const savedId = values.savedAddress && values.savedAddress !== 'new' ? Number(values.savedAddress) : null;
  let address: ShippingAddress;
  if (savedId !== null) {
    const found = Number.isInteger(savedId) ? saved(savedId) : null;
    if (!found)
      return {
        ok: false,
        errors: { ...errors, savedAddress: 'Choose one of your addresses or enter a new one' },
        values,
      };
    address = found;
    // a saved address from before this checkout may lack what shipping needs
    const bad = addressErrors(address);
    if (Object.keys(bad).length > 0)
      errors.savedAddress = 'This saved address is incomplete: enter the address instead';
  } else {
    address = {
      firstName: values.firstName!,
      lastName: values.lastName!,
      company: values.company!,
      address1: values.address1!,
      address2: values.address2!,
      city: values.city!,
      provinceCode: values.provinceCode!,
      zip: values.zip!,
      country: 'US',
      phone: values.phone!,
    };
    Object.assign(errors, addressErrors(address));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, value: { email: values.email!.toLowerCase(), address, savedAddressId: savedId } };
}

/** Step 2: one of the offered methods. */
export function readShippingMethod(form: Form, offered: string[]): FormResult<string> {
  const id = text(form, 'shippingMethod', 40);
  if (!offered.includes(id))
    return { ok: false, errors: { shippingMethod: 'Choose a shipping method' }, values: { shippingMethod: id } };
  return { ok: true, value: id };
}

export interface PaymentForm {
  cardNumber: string;
  nameOnCard: string;
  idempotencyKey: string;
  reviewFingerprint: string;
}

/** Step 3: the TEST card fields and the two hidden guards of the review. */
export function readPayment(form: Form): FormResult<PaymentForm> {
  const cardNumber = text(form, 'cardNumber', 40).replace(/[\s-]/g, '');
  const nameOnCard = text(form, 'nameOnCard', 100);
  const expiry = text(form, 'expiry', 7);
  const cvc = text(form, 'cvc', 4);
  const idempotencyKey = text(form, 'idempotencyKey', 64);
  const reviewFingerprint = text(form, 'reviewFingerprint', 64);
  // the card number is never echoed back into the page
  const values = { nameOnCard, expiry };
  const errors: FieldErrors = {};
  if (!/^\d{12,19}$/.test(cardNumber) || !luhn(cardNumber))
    errors.cardNumber = 'Enter a valid card number (test: 4242 4242 4242 4242)';
  if (!nameOnCard) errors.nameOnCard = 'Enter the name on the card';
  if (!/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/.test(expiry)) errors.expiry = 'Enter the expiry as MM/YY';
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'Enter the 3 or 4 digit security code';
  if (!/^[\w-]{16,64}$/.test(idempotencyKey) || !/^[0-9a-f]{16,64}$/.test(reviewFingerprint)) {
    errors.form = 'This page is out of date: review your order and try again';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, value: { cardNumber, nameOnCard, idempotencyKey, reviewFingerprint } };
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
