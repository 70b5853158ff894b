import type { ReactNode } from 'react';
import { STYLESHEET_PATH } from './format';

export type Step = 'information' | 'shipping' | 'payment' | 'confirmation';

const STEPS: { id: Exclude<Step, 'confirmation'>; label: string }[] = [
  { id: 'information', label: 'Information' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'payment', label: 'Review & payment' },
];

export interface LayoutProps {
  title: string;
  siteUrl: string;
  step: Step;
  /** steps the shopper may go back to (those already done) */
  reachable?: Partial<Record<Step, string>>;
  /** the order summary beside the step; without it the page is one column */
  aside?: ReactNode;
  children: ReactNode;
}

function StepNav({ step, reachable }: { step: Step; reachable: Partial<Record<Step, string>> }) {
  if (step === 'confirmation') return null;
  return (
    <nav aria-label="Checkout steps">
      <ol className="steps">
        {STEPS.map((s, i) => {
          const label = (
            <>
              <span className="step-n">{i + 1}</span>
              {` ${s.label}`}
            </>
          );
          if (s.id === step)
            return (
              <li key={s.id} aria-current="step" className="step current">
                {label}
              </li>
            );
          const href = reachable[s.id];
          return (
            <li key={s.id} className="step">
              {href ? <a href={href}>{label}</a> : label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The page around every checkout step: the shop's name back to the shop, the TEST banner, the
 * steps. A placed order's page (and a message page) has no "Back to cart": that cart is spent,
 * and the page offers its own ways on. No inline script or style: the shop's CSP has no nonce
 * for the backend's pages, so all styling comes from the checkout's stylesheet.
 */
export function CheckoutLayout({ title, siteUrl, step, reachable, aside, children }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Checkout · Lumen Skin`}</title>
        <link rel="icon" href={`${siteUrl}/favicon.svg`} type="image/svg+xml" />
        <link rel="stylesheet" href={STYLESHEET_PATH} />
      </head>
      <body>
        <header className="co-header">
          <a className="co-brand" href={`${siteUrl}/`}>
            Lumen Skin
          </a>
          {step === 'confirmation' ? null : (
            <a className="co-back" href={`${siteUrl}/cart`}>
              Back to cart
            </a>
          )}
        </header>
        <p className="test-banner" role="note">
          <strong>Test checkout.</strong> No real payment is taken: use the test card 4242 4242 4242 4242.
        </p>
        <div className={aside ? 'co-page' : 'co-page single'}>
          <main className="co-main" id="main">
            <StepNav step={step} reachable={reachable ?? {}} />
            {children}
          </main>
          {aside ? (
            <aside className="co-aside" aria-label="Order summary">
              {aside}
            </aside>
          ) : null}
        </div>
      </body>
    </html>
  );
}
