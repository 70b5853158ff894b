import { z } from 'zod';
import { defineCall, FRESH_READ } from './define';
import { Email, Id, Name, NewPassword, Password, ShortText, Url } from './fields';
import { LATITUDE_RANGE, LONGITUDE_RANGE, US_ZIP_CODE_MESSAGE, US_ZIP_CODE_PATTERN } from './location-values';
import { SESSION_TOKEN_PATTERN } from './session-values';
import { isUsPhoneOrEmpty, isUsStateCode, isUsZip, US_ADDRESS_MESSAGES } from '../rules/us-address';
import { Address, Location, Metafield, Order, User, UserError } from './models';

// Customer API (SPEC section 7), service 'ecom'. Failures the user can act on in a form
// (wrong password, taken e-mail, expired link) come back as 200 with `errors`; malformed
// bodies are 400 `{error}`; 'header' calls without a valid token are 401 `{error}`.

/** A session as returned by sign-in style calls; token and expiresAt only on success. */
export const Session = z.object({
  /** never a value the BFF would refuse to read back from its cookie (session-values.ts) */
  token: z.string().regex(SESSION_TOKEN_PATTERN, 'must be a session token').optional(),
  /** ISO time, 6 hours after sign-in (SPEC section 9) */
  expiresAt: z.string().optional(),
  errors: z.array(UserError),
});
export type Session = z.infer<typeof Session>;

/**
 * An address of the address book, checked as a US shop checks one (shared/rules/us-address.ts):
 * a state code when given (the account form always asks for one), a 5-digit or ZIP+4 code, an
 * optional US phone. The BFF and the embedded backend refuse what the form refuses.
 */
export const AddressInput = z.strictObject({
  firstName: Name.default(''),
  lastName: Name.default(''),
  company: Name.default(''),
  address1: z.string().trim().min(1, 'must not be empty').max(200),
  address2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, 'must not be empty').max(100),
  provinceCode: z
    .string()
    .trim()
    .max(10)
    .refine((v) => v === '' || isUsStateCode(v), US_ADDRESS_MESSAGES.state)
    .default(''),
  zip: z.string().trim().min(1, 'must not be empty').max(20).refine(isUsZip, US_ADDRESS_MESSAGES.zip),
  country: z.string().trim().min(1).max(60).default('United States'),
  phone: z.string().trim().max(30).refine(isUsPhoneOrEmpty, US_ADDRESS_MESSAGES.phone).default(''),
});
export type AddressInput = z.input<typeof AddressInput>;

export {
  CURRENT_PASSWORD_FIELD,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
} from './customer-values';

/**
 * A change of the password or of the e-mail needs `currentPassword` (a stolen session alone
 * cannot take the account over); the upstream checks it, since only it knows the current
 * e-mail and password. Such a change ends every other session of the customer.
 */
export const CustomerInput = z
  .strictObject({
    firstName: Name.optional(),
    lastName: Name.optional(),
    email: Email.optional(),
    /** a US number, as the account's form asks (shared/rules/us-address.ts) */
    phone: z.string().trim().max(30).refine(isUsPhoneOrEmpty, US_ADDRESS_MESSAGES.phone).nullable().optional(),
    acceptsMarketing: z.boolean().optional(),
    password: NewPassword.optional(),
    currentPassword: Password.optional(),
  })
  .refine((c) => Object.keys(c).some((key) => key !== 'currentPassword'), 'must change at least one field');

/**
 * Metafield payloads (update-metafield / update-existing-metafield). `value` is sent as data
 * and stored JSON-encoded:
 * - { key: 'favorites', value: ['product-handle', ...] } — the customer's favorite products;
 * - { key: 'professional', value: '<JSON of the chosen Location>' } — the chosen professional.
 */
const FavoritesPayload = z.strictObject({
  key: z.literal('favorites'),
  value: z.array(z.string().trim().min(1).max(200)).max(200),
});
const ProfessionalPayload = z.strictObject({
  key: z.literal('professional'),
  value: z.string().min(2).max(4000),
});
export const MetafieldPayload = z.discriminatedUnion('key', [FavoritesPayload, ProfessionalPayload]);
export const ExistingMetafieldPayload = z.discriminatedUnion('key', [
  FavoritesPayload.extend({ id: Id }),
  ProfessionalPayload.extend({ id: Id }),
]);

/** The chosen professional as the browser got it from store-locations (distance optional). */
export const LocationInput = z.strictObject({
  id: Id,
  kind: z.enum(['store', 'professional']),
  name: ShortText,
  business: ShortText.nullable().optional(),
  address1: ShortText,
  city: ShortText,
  provinceCode: z.string().max(10),
  zip: z.string().max(20),
  phone: z.string().max(30),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  services: z.array(ShortText).max(30),
  distance: z.number().nullable().optional(),
});

const Professional = z.object({ id: z.string(), value: z.string() });

export const customerCalls = {
  'user-login': defineCall('ecom', 'user-login', z.strictObject({ email: Email, password: Password }), Session),
  'activate-account': defineCall(
    'ecom',
    'activate-account',
    z.strictObject({ password: NewPassword, activationUrl: Url }),
    Session,
  ),
  /** token travels in the body, added by the BFF; user is null when the token is not valid */
  'user-info': defineCall('ecom', 'user-info', z.strictObject({}), z.object({ user: User.nullable() }), 'body', {
    ...FRESH_READ,
    signedOut: { user: null },
  }),
  'user-create': defineCall(
    'ecom',
    'user-create',
    z.strictObject({
      email: Email,
      firstName: Name,
      lastName: Name,
      password: NewPassword,
      marketing: z.boolean().default(false),
    }),
    z.object({ customer: z.object({ id: z.string(), email: z.string() }).nullable(), errors: z.array(UserError) }),
  ),
  /** saves the chosen professional for the signed-in customer; professional null when signed out */
  'user-professional': defineCall(
    'ecom',
    'user-professional',
    z.strictObject({ location: LocationInput, id: Id }),
    z.object({ professional: Professional.nullable(), errors: z.array(UserError) }),
    'optional-header',
  ),
  'reset-password': defineCall(
    'ecom',
    'reset-password',
    z.strictObject({ password: NewPassword, resetUrl: Url }),
    Session,
  ),
  /**
   * Ends the session of the Authorization token upstream, so a copied token stops working
   * (docs/decisions/010). Same answer whether or not the token was live.
   */
  'user-logout': defineCall(
    'ecom',
    'user-logout',
    z.strictObject({}),
    z.object({ ok: z.literal(true) }),
    'optional-header',
  ),
  /** same answer whether or not the e-mail exists */
  'user-recover': defineCall(
    'ecom',
    'user-recover',
    z.strictObject({ email: Email }),
    z.object({ ok: z.literal(true) }),
  ),
  /** cartUrl is the cart's checkoutUrl (or its id) */
  'checkout-url': defineCall(
    'ecom',
    'checkout-url',
    z.strictObject({ email: Email.optional(), cartUrl: z.string().trim().min(1).max(2048) }),
    z.object({ url: z.string() }),
    'optional-header',
  ),
  'store-locations': defineCall(
    'ecom',
    'store-locations',
    z.strictObject({
      search: z.string().trim().max(100).default(''),
      lat: z.number().min(LATITUDE_RANGE.min).max(LATITUDE_RANGE.max).optional(),
      long: z.number().min(LONGITUDE_RANGE.min).max(LONGITUDE_RANGE.max).optional(),
    }),
    z.object({ locations: z.array(Location) }),
    'none',
    FRESH_READ,
  ),
  /** unknown zip code: 404 `{error}` */
  'lat-long': defineCall(
    'ecom',
    'lat-long',
    z.strictObject({ zipcode: z.string().trim().regex(US_ZIP_CODE_PATTERN, US_ZIP_CODE_MESSAGE) }),
    z.object({ zipcode: z.string(), lat: z.number(), long: z.number(), city: z.string(), state: z.string() }),
    'none',
    FRESH_READ,
  ),
  /** creates or replaces the metafield of that key; metafield null when signed out */
  'update-metafield': defineCall(
    'ecom',
    'update-metafield',
    z.strictObject({ payload: MetafieldPayload }),
    z.object({ metafield: Metafield.nullable(), errors: z.array(UserError) }),
    'optional-header',
  ),
  /** updates the metafield with that id; error when it is not the customer's */
  'update-existing-metafield': defineCall(
    'ecom',
    'update-existing-metafield',
    z.strictObject({ payload: ExistingMetafieldPayload }),
    z.object({ metafield: Metafield.nullable(), errors: z.array(UserError) }),
    'optional-header',
  ),
  'update-user-address': defineCall(
    'ecom',
    'update-user-address',
    z.strictObject({ address: AddressInput, id: Id }),
    z.object({ address: Address.nullable(), errors: z.array(UserError) }),
    'header',
  ),
  'delete-user-address': defineCall(
    'ecom',
    'delete-user-address',
    z.strictObject({ id: Id }),
    z.object({ deletedAddressId: z.string().nullable(), errors: z.array(UserError) }),
    'header',
  ),
  'create-user-address': defineCall(
    'ecom',
    'create-user-address',
    z.strictObject({ address: AddressInput }),
    z.object({ address: Address.nullable(), errors: z.array(UserError) }),
    'header',
  ),
  'set-default-user-address': defineCall(
    'ecom',
    'set-default-user-address',
    z.strictObject({ addressId: Id }),
    z.object({ defaultAddress: z.object({ id: z.string() }).nullable(), errors: z.array(UserError) }),
    'header',
  ),
  'update-customer': defineCall(
    'ecom',
    'update-customer',
    z.strictObject({ customer: CustomerInput }),
    z.object({ user: User.nullable(), errors: z.array(UserError) }),
    'header',
  ),
  /** order null when it is not one of the customer's orders */
  'order-detail': defineCall(
    'ecom',
    'order-detail',
    z.strictObject({ orderId: Id }),
    z.object({ order: Order.nullable() }),
    'header',
    FRESH_READ,
  ),
  /** the value of the og_auth cookie for the subscription widget */
  'generate-ordergroove-cookie': defineCall(
    'ecom',
    'generate-ordergroove-cookie',
    z.strictObject({}),
    z.object({ name: z.literal('og_auth'), value: z.string(), expiresAt: z.string() }),
    'header',
  ),
} as const;
