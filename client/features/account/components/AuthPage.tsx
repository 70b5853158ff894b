import type { ReactNode } from 'react';

/**
 * The frame of the signed-out account screens (sign in, create an account, forgot, reset,
 * activate): one narrow column with the heading, the form and the links onward below it.
 */
export function AuthPage({
  title,
  lead,
  children,
  footer,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** links to the other signed-out screens */
  footer?: ReactNode;
}) {
  return (
    <div className="page page-auth">
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-heading">
          <h1 id="auth-title">{title}</h1>
          {lead && <p className="lead">{lead}</p>}
        </header>
        {children}
        {footer && <div className="auth-footer">{footer}</div>}
      </section>
    </div>
  );
}
