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

/**
 * What is wrong with a field, in the contract's own words where a schema gave some, else said
 * plainly: zod's defaults ('Too big: expected string to have <=100 characters') reach a form.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return 'unknown field';
  // zod says "expected string, received undefined" for a missing field; say it plainly.
  if (/received undefined$/.test(issue.message)) return 'is required';
  if ((issue.code === 'too_big' || issue.code === 'too_small') && /^Too (big|small):/.test(issue.message))
    return sizeMessage(issue);
  return issue.message;
}

function sizeMessage(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum);
  const exclusive = !issue.inclusive;
  if (issue.origin === 'string') {
    if (!big && limit <= 1 && !exclusive) return 'must not be empty';
    const n = exclusive ? (big ? limit - 1 : limit + 1) : limit;
    return `must be at ${big ? 'most' : 'least'} ${n} character${n === 1 ? '' : 's'}`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    const n = exclusive ? (big ? limit - 1 : limit + 1) : limit;
    return `must have at ${big ? 'most' : 'least'} ${n} item${n === 1 ? '' : 's'}`;
  }
  return exclusive ? `must be ${big ? 'less' : 'more'} than ${limit}` : `must be at ${big ? 'most' : 'least'} ${limit}`;
}
