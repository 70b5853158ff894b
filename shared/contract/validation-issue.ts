import type { z } from 'zod';

// How a failed parse against the contract is told to the caller, written once for the BFF
// (400 naming the field) and the embedded backend (its own 400), so either reads alike.

export interface IssueProblem {
  /** Dotted path of the field to fix; 'body' for the whole body. */
  field: string;
  /** '<field>: <what is wrong>' */
  error: string;
}

/** The first issue of a failed parse; unrecognised keys are named by the key itself. */
export function issueProblem(error: z.ZodError): IssueProblem {
  const issue = error.issues[0];
  if (!issue) return { field: 'body', error: 'body: invalid' };
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(issue.keys[0]!);
  const field = path.join('.') || 'body';
  return { field, error: `${field}: ${issueMessage(issue)}` };
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return 'unknown field';
  // zod says "expected string, received undefined" for a missing field; say it plainly.
  return /received undefined$/.test(issue.message) ? 'is required' : issue.message;
}
