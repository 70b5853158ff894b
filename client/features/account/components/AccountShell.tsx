import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav';

/** Heading, the account navigation and the page's content, the same on every account page. */
export function AccountShell({
  title,
  lead,
  back,
  children,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** a link back to the list a detail page belongs to */
  back?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={['page', 'page-account', className].filter(Boolean).join(' ')}>
      <AccountNav />
      <section className="account-content" aria-labelledby="account-title">
        <header className="page-heading account-heading">
          {back && (
            <p className="account-back">
              <a href={back.to}>{back.label}</a>
            </p>
          )}
          <h1 id="account-title">{title}</h1>
          {lead && <p className="lead">{lead}</p>}
        </header>
        {children}
      </section>
    </div>
  );
}
