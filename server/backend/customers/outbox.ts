import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { metricsOf } from '../metrics/backend-metrics';

export interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
}

/** Told of every queued mail (boot logs them in development, so a developer sees the links). */
export type MailListener = (mail: OutboxMail) => void;

/**
 * The development outbox: mails a real shop would send, kept in the `emails` table so a
 * developer (or a test) can follow a reset or activation link.
 */
export function queueEmail(db: Db, recipient: string, subject: string, body: string, now: Date, onMail?: MailListener) {
  sql(db, 'INSERT INTO emails (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
    recipient,
    subject,
    body,
    now.toISOString(),
  );
  metricsOf(db)?.mailQueued();
  onMail?.({ recipient, subject, body });
}

export function latestEmail(db: Db, recipient: string): { subject: string; body: string } | null {
  return (
    (sql(db, 'SELECT subject, body FROM emails WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 1').get(
      recipient,
    ) as { subject: string; body: string } | undefined) ?? null
  );
}

/** The first absolute URL in a mail body. */
export function linkIn(body: string): string | null {
  return /https?:\/\/\S+/.exec(body)?.[0] ?? null;
}
