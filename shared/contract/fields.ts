import { z } from 'zod';
import { SORTS } from './catalog-values';
import { MAX_LINE_QUANTITY } from '../cart-constants';

// Reusable request field rules. Limits are generous for real use and tight enough that a
// hostile body cannot make the upstream do unbounded work.

/** Any opaque id: gid://shopify/... strings, cart ids, location ids. */
export const Id = z.string().trim().min(1, 'must not be empty').max(200);
export const Handle = z.string().trim().min(1, 'must not be empty').max(200);
export const Slug = z.string().trim().min(1, 'must not be empty').max(200);
export const Email = z.string().trim().max(254).pipe(z.email('must be a valid e-mail address'));
export const Name = z.string().trim().max(100);
/** Passwords are never trimmed: spaces are part of the secret. */
export const Password = z.string().min(1, 'must not be empty').max(128);
export const NewPassword = z.string().min(8, 'must be at least 8 characters').max(128);
export const ShortText = z.string().max(255);
export const Url = z.string().trim().min(1).max(2048).pipe(z.url('must be a URL'));
export const Quantity = z.number().int('must be an integer').min(1).max(MAX_LINE_QUANTITY);
export const Tag = z.string().trim().min(1).max(100);

/** A field name of the CMS (get-globals, get-plp): snake_case or camelCase identifiers. */
export const FieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/, 'must be a field name');

/** Cart / line attribute as sent by the storefront. Keys starting with '_' are hidden (e.g. _isGWP). */
export const AttributeInput = z.strictObject({
  key: z.string().trim().min(1).max(100),
  value: z.string().max(1000),
});

export { SORTS, type SortKey } from './catalog-values';
export const Sort = z.enum(SORTS);

export const Page = z.number().int().min(1).max(1000).default(1);
export const Limit = z.number().int().min(1).max(100).default(24);
