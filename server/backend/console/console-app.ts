import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { createElement } from 'react';
import type { ConsoleDeps, ConsoleFeature } from './console-feature';
import { sendPage, type ConsoleContext } from './console-context';
import { CONSOLE_CSS } from './ui/console-css';
import { MODERATION_CSS } from './ui/moderation-css';
import { PROMOTIONS_CSS } from './ui/promotions-css';
import { redirectsFeature } from './redirects/redirects-feature';
import { discountsFeature } from './promotions/discounts-feature';
import { giftRulesFeature } from './promotions/gift-rules-feature';
import { customersFeature } from './customers/customers-feature';
import { CATALOGUE_CSS } from './ui/catalogue-css';
import { consoleSecurityHeaders } from './security-headers';
import { csrfCheck } from './sessions/csrf';
import { loadSession } from './sessions/session-middleware';
import { mountSignIn } from './sign-in/sign-in-routes';
import { createSignInThrottle, type SignInThrottle } from './sign-in/sign-in-throttle';
import { NotFoundPage, ServerErrorPage, ErrorPage } from './ui/message-pages';
import { accountFeature } from './account/account-feature';
import { overviewFeature } from './overview/overview-feature';
import { staffFeature } from './staff/staff-feature';
import { activityFeature } from './activity/activity-feature';
import { ordersFeature } from './orders/orders-feature';
import { reviewsFeature } from './reviews/reviews-feature';
import { stockFeature } from './stock/stock-feature';
import { productCsvFeature } from './products/csv/csv-routes';
import { productsFeature } from './products/products-feature';
import { contentFeature } from './content/content-feature';
import { CONTENT_CSS } from './content/content-css';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './stock/stock-rules';

// The operator console: its own Express app on its own port (CONSOLE_PORT), never reachable
// through the storefront's origin. Order of the middleware is the security model: headers on
// every answer, then the session, then the CSRF check of every POST, then the doors (sign-in,
// setup links), then nothing without a signed-in staff member (and, with CONSOLE_REQUIRE_2FA,
// an owner's second factor), then each feature, whose actions check the role (requireAction).

export interface ConsoleAppOptions {
  deps: ConsoleDeps;
  /** CONSOLE_REQUIRE_2FA: owners enrol a second factor before anything else */
  require2fa: boolean;
  /** Secure cookies: set when the console is served over HTTPS (CONSOLE_URL https://…) */
  secureCookie?: boolean;
  /** the console's public URL (one-time links); http://localhost:3100 by default */
  consoleUrl?: string;
  /** Overview's "low on stock": this many on hand or fewer (LOW_STOCK_THRESHOLD) */
  lowStockThreshold?: number;
  /** the screens beside the core ones; see CONSOLE_FEATURES */
  features: readonly ConsoleFeature[];
  /** one limiter per process; tests may pass their own */
  throttle?: SignInThrottle;
}

/**
 * The features of the console, one line each (the core's own screens are mounted first).
 * Orders, reviews and stock register here.
 */
export const CONSOLE_FEATURES: readonly ConsoleFeature[] = [
  ordersFeature,
  reviewsFeature,
  stockFeature,
  productCsvFeature,
  productsFeature,
  redirectsFeature,
  discountsFeature,
  giftRulesFeature,
  customersFeature,
  contentFeature,
];

/** Paths open without a session. */
const DOORS = ['/sign-in', '/sign-in/second-factor', '/sign-out'];
/** What an owner without a second factor may still open when CONSOLE_REQUIRE_2FA is on. */
const ENROLMENT = ['/account/second-factor', '/sign-out'];

export function createConsoleApp(options: ConsoleAppOptions): express.Express {
  const lowStockThreshold = options.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const ctx: ConsoleContext = {
    deps: { ...options.deps, lowStockThreshold },
    consoleUrl: (options.consoleUrl ?? 'http://localhost:3100').replace(/\/+$/, ''),
    require2fa: options.require2fa,
    secureCookie: options.secureCookie ?? false,
    lowStockThreshold,
    throttle: options.throttle ?? createSignInThrottle(),
  };
  const app = express();
  app.disable('x-powered-by');
  app.use(consoleSecurityHeaders);
  app.get('/console.css', (_req, res) => {
    res.type('css').send(CONSOLE_CSS + MODERATION_CSS + PROMOTIONS_CSS + CATALOGUE_CSS + CONTENT_CSS);
  });
  app.use(cookieParser());
  // a page's or a blog post's Markdown may be longer than any other form
  app.use(
    ['/content/posts', '/content/pages'],
    express.urlencoded({ extended: false, limit: '256kb', parameterLimit: 200 }),
  );
  app.use(express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 200 }));
  app.use(loadSession(ctx));
  app.use(csrfCheck(ctx));

  const doors = express.Router();
  mountSignIn(doors, ctx);
  app.use(doors);
  app.use(requireSignIn(ctx));

  const signedIn = express.Router();
  for (const feature of [accountFeature(ctx), overviewFeature(ctx), staffFeature(ctx), activityFeature()]) {
    feature.mount(signedIn, ctx.deps);
  }
  for (const feature of options.features) feature.mount(signedIn, ctx.deps);
  app.use(signedIn);

  app.use((_req, res) => sendPage(res, 404, createElement(NotFoundPage)));
  app.use(errorPage);
  return app;
}

function requireSignIn(ctx: ConsoleContext): RequestHandler {
  return (req, res, next) => {
    if (DOORS.includes(req.path) || req.path.startsWith('/setup/')) return next();
    const staff = res.locals.staff;
    if (!staff) {
      if (req.method === 'GET' || req.method === 'HEAD') return res.redirect(303, '/sign-in');
      return sendPage(res, 401, createElement(ErrorPage, { title: 'Signed out', text: 'Sign in again to continue.' }));
    }
    const session = res.locals.session!;
    if (ctx.require2fa && staff.role === 'owner' && !session.hasSecondFactor && !ENROLMENT.includes(req.path)) {
      return res.redirect(303, '/account/second-factor?notice=required');
    }
    next();
  };
}

const errorPage: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  const type = (err as { type?: string }).type;
  if (type === 'entity.too.large' || type === 'parameters.too.many') {
    sendPage(res, 413, createElement(ErrorPage, { title: 'Too much at once', text: 'The form sent was too large.' }));
    return;
  }
  if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported') {
    sendPage(res, 400, createElement(ErrorPage, { title: 'Unreadable form', text: 'The form could not be read.' }));
    return;
  }
  // one log line; never a stack trace in the answer
  console.error('[console]', err);
  if (res.headersSent) return;
  sendPage(res, 500, createElement(ServerErrorPage));
};
