import { esc } from './html';
import { STYLESHEET_PATH } from './html';

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
  main: string;
  aside?: string;
}

function stepNav(step: Step, reachable: Partial<Record<Step, string>>): string {
  if (step === 'confirmation') return '';
  const items = STEPS.map((s, i) => {
    const label = `<span class="step-n">${i + 1}</span> ${esc(s.label)}`;
    if (s.id === step) return `<li aria-current="step" class="step current">${label}</li>`;
    const href = reachable[s.id];
    return href ? `<li class="step"><a href="${esc(href)}">${label}</a></li>` : `<li class="step">${label}</li>`;
  });
  return `<nav aria-label="Checkout steps"><ol class="steps">${items.join('')}</ol></nav>`;
}

/**
 * The page around every checkout step: the shop's name back to the shop, the TEST banner, the
 * steps. A placed order's page (and a message page) has no "Back to cart": that cart is spent,
 * and the page offers its own ways on.
 */
export function layout(p: LayoutProps): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(p.title)} · Checkout · Lumen Skin</title>
<link rel="icon" href="${esc(p.siteUrl)}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="co-header">
  <a class="co-brand" href="${esc(p.siteUrl)}/">Lumen Skin</a>
  ${p.step === 'confirmation' ? '' : `<a class="co-back" href="${esc(p.siteUrl)}/cart">Back to cart</a>`}
</header>
<p class="test-banner" role="note"><strong>Test checkout.</strong> No real payment is taken: use the test card 4242 4242 4242 4242.</p>
<div class="co-page${p.aside ? '' : ' single'}">
  <main class="co-main" id="main">
    ${stepNav(p.step, p.reachable ?? {})}
    ${p.main}
  </main>
  ${p.aside ? `<aside class="co-aside" aria-label="Order summary">${p.aside}</aside>` : ''}
</div>
</body>
</html>`;
}
