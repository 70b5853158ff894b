// The customer contract's plain values, apart from its zod schemas (customer.ts re-exports them):
// the account's contact form names them on its first load, where zod is not (decision 018).

/** The field that proves who changes the password or e-mail. */
export const CURRENT_PASSWORD_FIELD = 'customer.currentPassword';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = `${CURRENT_PASSWORD_FIELD}: is required to change the e-mail or password`;
export const CURRENT_PASSWORD_WRONG_MESSAGE = `${CURRENT_PASSWORD_FIELD}: is not your current password`;
