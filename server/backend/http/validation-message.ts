import type { z } from 'zod';

/**
 * The first issue of a failed parse as '<field.path>: <message>', so a 400 names the field
 * the caller must fix (ARCHITECTURE: errors are values the user can act on).
 */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'body: invalid';
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    return `${[...path, issue.keys[0] ?? ''].join('.')}: unknown field`;
  }
  const where = path.length ? path.join('.') : 'body';
  // zod says "expected string, received undefined" for a missing field; say it plainly
  const message = /received undefined$/.test(issue.message) ? 'is required' : issue.message;
  return `${where}: ${message}`;
}
