import type { Db } from '../db/open-database';
import { queueEmail, type MailListener } from './outbox';
import { issueLink } from './signed-links';

// The mail that invites a customer with no password yet to choose one: a fresh single-use
// activation link (signed-links.ts) in the outbox. The seed sends it to invited customers and
// the console sends it again on request; both send exactly this one.

export const ACTIVATION_SUBJECT = 'Activate your account';

export interface ActivationMailInput {
  secret: string;
  siteUrl: string;
  customerId: number;
  email: string;
  now: Date;
  onMail?: MailListener | undefined;
}

/** Issues the link and queues the mail; call inside the caller's transaction. Answers the link. */
export function queueActivationMail(db: Db, o: ActivationMailInput): string {
  const url = issueLink(db, {
    secret: o.secret,
    siteUrl: o.siteUrl,
    purpose: 'activate',
    customerId: o.customerId,
    now: o.now,
  });
  queueEmail(db, o.email, ACTIVATION_SUBJECT, `Follow this link to activate your account: ${url}`, o.now, o.onMail);
  return url;
}
