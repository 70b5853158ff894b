// How a rule's message reads to a shopper. The API names the field in its message for the
// developer who called it ('lineItems.0.quantity: must be at most 99'); beside the field in a
// form the same message is a sentence of its own ('Must be at most 99.').

const REQUIRED = new Set(['is required', 'must not be empty', 'Required']);

/** A rule's message ('must be at least 8 characters') as a sentence beside its field. */
export function fieldMessage(message: string): string {
  const text = message.trim();
  if (REQUIRED.has(text)) return 'This field is required.';
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The message without the field path the API put before it (`<path>: `), when it is that path. */
export function withoutFieldPath(message: string, path: string | undefined): string {
  if (path === undefined || path === '') return message;
  return message.startsWith(`${path}:`) ? message.slice(path.length + 1).trim() : message;
}

/** An API refusal naming `path`, as a shopper reads it beside the form's field. */
export function shopperFieldMessage(message: string, path: string | undefined): string {
  return fieldMessage(withoutFieldPath(message, path));
}

/** An API refusal naming `path`, for a notice away from the field: the field's label before it. */
export function labelledFieldMessage(message: string, path: string, label: string): string {
  const text = withoutFieldPath(message, path);
  return `${label}: ${/[.!?]$/.test(text) ? text : `${text}.`}`;
}

/**
 * An API refusal (an ApiError: its message and the field it names) as a shopper reads it beside
 * its form field: 'Must be at most 99.', not 'lineItems.0.quantity: must be at most 99'.
 */
export function fieldTextOf(err: { message: string; field?: string }): string {
  return shopperFieldMessage(err.message, err.field);
}
