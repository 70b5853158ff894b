import type { MailListener } from './customers/outbox';
import type { Db } from './db/open-database';

/** What the embedded backend app and its routes are built from. */
export interface BackendOptions {
  db: Db;
  /** signs reset/activation links and the subscription cookie */
  secret: string;
  /** the storefront's public URL, for the links the backend hands out */
  siteUrl?: string;
  /** optional folder of real images (`<id>.png|jpg|webp`) that win over generated ones */
  assetsDir?: string;
  /** a folder of the seed pictures drawn by any store on this machine, read before drawing (ASSET_DRAWINGS_DIR) */
  drawingsDir?: string;
  /** check every answer against the response schema; default: outside production */
  validateResponses?: boolean;
  /** told of every mail put in the outbox (development: a log line); none by default */
  onMail?: MailListener;
  /** the clock, replaceable in tests */
  now?: () => Date;
}
