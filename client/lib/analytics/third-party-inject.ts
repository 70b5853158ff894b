import type { PublicConfig } from '../../../shared/public-config';
import { thirdPartyScripts, type ThirdPartyScript } from '../../../shared/rules/third-party-scripts';
import { pushTagManagerStart } from './analytics';

// Injects the configured third-party scripts (shared/rules/third-party-scripts.ts says which
// and when) once per page life: the tag manager after window load + ANALYTICS_LOAD_DELAY_MS,
// the subscription widget SUBSCRIPTION_WIDGET_DELAY_MS after start, search and a consent tool
// at start. Each carries the page's CSP nonce; nothing configured → nothing requested.

const MARK = 'data-third-party';

/** The CSP nonce of this page, from the bootstrap scripts (the property: browsers hide the attribute). */
function pageNonce(): string {
  for (const s of Array.from(document.querySelectorAll('script'))) if (s.nonce) return s.nonce;
  return '';
}

function inject(script: ThirdPartyScript): void {
  if (document.querySelector(`script[${MARK}="${script.name}"]`)) return;
  if (script.name === 'gtm') pushTagManagerStart();
  const el = document.createElement('script');
  el.src = script.src;
  el.async = true;
  el.nonce = pageNonce();
  el.setAttribute(MARK, script.name);
  document.head.appendChild(el);
}

function schedule(script: ThirdPartyScript): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(() => inject(script), script.timing.delayMs);
  };
  if (script.timing.after === 'start' || document.readyState === 'complete') {
    if (script.timing.delayMs === 0) inject(script);
    else later();
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}

/** Schedules each configured script; returns what cancels those not injected yet. */
export function scheduleThirdPartyScripts(config: PublicConfig): () => void {
  const cancels = thirdPartyScripts(config).map(schedule);
  return () => cancels.forEach((cancel) => cancel());
}
