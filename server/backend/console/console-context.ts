import type { Response } from 'express';
import type { ReactElement } from 'react';
import { renderPage } from '../html/render-page';
import type { ConsoleDeps } from './console-feature';
import type { SignInThrottle } from './sign-in/sign-in-throttle';

// What the console's own routes (sign-in, account, staff, overview, activity) are built from,
// beside the deps every feature gets.

export interface ConsoleContext {
  deps: ConsoleDeps;
  /** the console's public URL, for one-time links (no trailing slash) */
  consoleUrl: string;
  /** CONSOLE_REQUIRE_2FA: an owner without a second factor enrols before anything else */
  require2fa: boolean;
  /** the session cookie is Secure (the console is served over HTTPS) */
  secureCookie: boolean;
  /** a variant with this many or fewer on hand is low on stock (Overview) */
  lowStockThreshold: number;
  throttle: SignInThrottle;
}

/** Answers a page drawn by React (escaped by default), never stored by any cache. */
export function sendPage(res: Response, status: number, page: ReactElement): void {
  res.status(status).type('html').send(renderPage(page));
}

/** The one sentence a `?notice=` key stands for; unknown keys show nothing. */
export function noticeFrom(query: unknown, notices: Record<string, string>): string | null {
  const key = typeof query === 'string' ? query : '';
  return Object.prototype.hasOwnProperty.call(notices, key) ? notices[key]! : null;
}
