import type { ReactNode } from 'react';
import type { SignedInStaff } from '../console-feature';
import { can, type Action } from '../permissions';

// The frame of every signed-in console page: the menu (only what the role may open), the
// page's title, an optional notice after a change, and sign-out. Styles come from /console.css
// (the CSP allows no inline style).

const MENU: { href: string; label: string; action: Action }[] = [
  { href: '/', label: 'Overview', action: 'overview.view' },
  { href: '/orders', label: 'Orders', action: 'orders.view' },
  { href: '/reviews', label: 'Reviews', action: 'reviews.view' },
  { href: '/stock', label: 'Stock', action: 'stock.view' },
  { href: '/products', label: 'Products', action: 'products.view' },
  { href: '/redirects', label: 'Redirects', action: 'redirects.view' },
  { href: '/discounts', label: 'Discounts', action: 'promotions.view' },
  { href: '/customers', label: 'Customers', action: 'customers.view' },
  { href: '/content', label: 'Content', action: 'content.view' },
  { href: '/activity', label: 'Activity', action: 'activity.view' },
  { href: '/staff', label: 'Staff', action: 'staff.manage' },
];

export interface ConsoleLayoutProps {
  title: string;
  staff: SignedInStaff;
  /** the menu entry to mark as current */
  current?: string;
  /** one line saying what the last action did ("Order #1001 shipped.") */
  notice?: string | null;
  children: ReactNode;
}

export function ConsoleLayout({ title, staff, current, notice, children }: ConsoleLayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Console`}</title>
        <link rel="stylesheet" href="/console.css" />
        {/* no icon to fetch (a /favicon.ico request would only meet the 404 page) */}
        <link rel="icon" href="data:," />
      </head>
      <body>
        <header className="console-header">
          <a className="console-brand" href="/">
            Console
          </a>
          <nav aria-label="Console">
            <ul>
              {MENU.filter((item) => can(staff.role, item.action)).map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={current === item.href ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="console-who">
            <a href="/account">{staff.email}</a> <span className="console-role">{staff.role}</span>
            <PostForm action="/sign-out" csrfToken={staff.csrfToken} className="console-inline">
              <button type="submit">Sign out</button>
            </PostForm>
          </div>
        </header>
        <main id="main">
          <h1>{title}</h1>
          {notice ? (
            <p className="console-notice" role="status">
              {notice}
            </p>
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}

/** A real form that posts with the session's CSRF token; works without JavaScript. */
export function PostForm({
  action,
  csrfToken,
  className,
  encType,
  children,
}: {
  action: string;
  csrfToken: string;
  className?: string;
  encType?: 'multipart/form-data';
  children: ReactNode;
}) {
  return (
    // a multipart body is read only by the feature that takes the file, after the CSRF check:
    // the token rides in the query string too (console-app.ts reads it from there for multipart)
    <form
      method="post"
      action={encType ? `${action}${action.includes('?') ? '&' : '?'}_csrf=${encodeURIComponent(csrfToken)}` : action}
      className={className}
      encType={encType}
    >
      <input type="hidden" name="_csrf" value={csrfToken} />
      {children}
    </form>
  );
}
