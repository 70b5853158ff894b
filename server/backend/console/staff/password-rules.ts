// What a staff password must be: long enough to resist guessing (it guards every order and
// every customer's address), short enough to hash in bounded time.

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

/** The message to show next to the field, or null when the password will do. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  return null;
}

/** A form field as a string: absent or repeated fields read as ''. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}
