import { ANALYTICS_LOAD_DELAY_MS, SUBSCRIPTION_WIDGET_DELAY_MS } from '../constants';
import type { PublicConfig, ScriptUrls } from '../public-config';

// Which third-party scripts a page loads and when (SPEC sections 1 and 9), from the public
// config alone, so the server's CSP and the browser's loader can never disagree: a script
// whose key is not configured is not loaded and its host is not allowed.

/** The placeholder of a script URL template that the script's key replaces. */
export const SCRIPT_KEY_PLACEHOLDER = '{key}';

export type ScriptName = 'consent' | 'gtm' | 'search' | 'subscription';

/** When a script is injected: at start, after window load + delay, or a delay after start. */
export type ScriptTiming = { after: 'start'; delayMs: number } | { after: 'load'; delayMs: number };

export interface ThirdPartyScript {
  name: ScriptName;
  src: string;
  timing: ScriptTiming;
}

/** The template with the key filled in; null when the key is empty or the result is no http(s) URL. */
export function scriptSrc(template: string, key: string): string | null {
  const k = key.trim();
  if (!k || !template.trim()) return null;
  const filled = template.split(SCRIPT_KEY_PLACEHOLDER).join(encodeURIComponent(k));
  try {
    const url = new URL(filled);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

type ScriptConfig = Pick<
  PublicConfig,
  'gtmId' | 'searchToken' | 'subscriptionMerchantId' | 'scriptUrls' | 'consentToolUrl'
>;
type ScriptKeys = Pick<PublicConfig, 'gtmId' | 'searchToken' | 'subscriptionMerchantId'>;

/**
 * The templates of the scripts whose key is set: the others load nothing (`scriptSrc`), and the
 * public config goes into every page.
 */
export function keyedScriptUrls(keys: ScriptKeys, urls: Required<ScriptUrls>): ScriptUrls {
  const keyed: ScriptUrls = {};
  if (keys.gtmId.trim()) keyed.gtm = urls.gtm;
  if (keys.searchToken.trim()) keyed.search = urls.search;
  if (keys.subscriptionMerchantId.trim()) keyed.subscription = urls.subscription;
  return keyed;
}

/** The scripts this configuration loads, in injection order. */
export function thirdPartyScripts(config: ScriptConfig): ThirdPartyScript[] {
  const wanted: Array<[ScriptName, string | null, ScriptTiming]> = [
    // The consent tool decides whether attribution may start: as early as possible.
    [
      'consent',
      config.consentToolUrl.trim() ? scriptSrc(config.consentToolUrl, 'consent') : null,
      { after: 'start', delayMs: 0 },
    ],
    ['search', scriptSrc(config.scriptUrls.search ?? '', config.searchToken), { after: 'start', delayMs: 0 }],
    ['gtm', scriptSrc(config.scriptUrls.gtm ?? '', config.gtmId), { after: 'load', delayMs: ANALYTICS_LOAD_DELAY_MS }],
    [
      'subscription',
      scriptSrc(config.scriptUrls.subscription ?? '', config.subscriptionMerchantId),
      { after: 'start', delayMs: SUBSCRIPTION_WIDGET_DELAY_MS },
    ],
  ];
  return wanted.flatMap(([name, src, timing]) => (src ? [{ name, src, timing }] : []));
}

/** The origins the CSP must allow for these scripts (script-src and connect-src), each once. */
export function thirdPartyOrigins(config: ScriptConfig): string[] {
  return [...new Set(thirdPartyScripts(config).map((s) => new URL(s.src).origin))];
}
