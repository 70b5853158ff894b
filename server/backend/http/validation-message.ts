import type { z } from 'zod';
import { issueProblem } from '../../../shared/contract/validation-issue';

/**
 * The first issue of a failed parse as '<field.path>: <message>', so a 400 names the field
 * the caller must fix. The wording is shared with the BFF (shared/contract/validation-issue).
 */
export function validationMessage(error: z.ZodError): string {
  return issueProblem(error).error;
}
