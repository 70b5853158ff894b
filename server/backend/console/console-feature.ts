import type { Router, Response } from 'express';
import type { ChangeEvents } from '../changes/change-events';
import type { MailListener } from '../customers/outbox';
import type { Db } from '../db/open-database';
import type { Actor } from './audit/audit-trail';
import type { Role } from './permissions';

// How a group of console screens (orders, reviews, stock, staff…) plugs into the console app.
// console-app.ts signs the staff member in, checks the CSRF token of every POST and sets the
// security headers before any feature's route runs; a feature checks the role of each action
// itself (requireAction) and answers pages with renderPage (server/backend/html/render-page.ts).

export interface ConsoleDeps {
  db: Db;
  /** the clock, replaceable in tests */
  now: () => Date;
  /** every change that shoppers may see is emitted here, after its transaction commits */
  changes: ChangeEvents;
  /** the storefront's public URL (links to the shop's pages, e-mails) */
  siteUrl: string;
  /** the backend's link-signing secret (activation links the console sends are the shop's own) */
  linkSecret: string;
  /** told of every mail put in the outbox */
  onMail?: MailListener | undefined;
  /** "low on stock" at or below this (LOW_STOCK_THRESHOLD); stock-rules.ts holds the default */
  lowStockThreshold?: number | undefined;
  /** hosts an import may fetch pictures from (IMAGE_SOURCE_HOSTS); none by default */
  imageSourceHosts?: readonly string[] | undefined;
  /** told when stock changes bring variants from 0 back on sale (back-in-stock e-mails listen here) */
  onBackInStock?: ((variants: { sku: string; handle: string; quantity: number }[]) => void) | undefined;
}

/** The signed-in staff member, as console-app.ts leaves it in res.locals.staff. */
export interface SignedInStaff extends Actor {
  id: number;
  role: Role;
  /** the CSRF token every form of this session must carry as `_csrf` */
  csrfToken: string;
}

export interface ConsoleFeature {
  /** mounted after sign-in and CSRF checks; paths are the console's own (`/orders`, …) */
  mount(router: Router, deps: ConsoleDeps): void;
}

export function staffOf(res: Response): SignedInStaff {
  const staff = res.locals.staff as SignedInStaff | undefined;
  if (!staff) throw new Error('console route mounted before sign-in');
  return staff;
}
