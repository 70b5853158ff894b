/** The settings the server allows the browser to see (the allow-list of server/config.ts). */
export interface PublicConfig {
  brand: string;
  siteUrl: string;
  searchToken: string;
  subscriptionMerchantId: string;
  gtmId: string;
  analyticsIntegration: string;
  /** ANALYTICS_DEBUG: every dataLayer push is logged to the console. */
  analyticsDebug: boolean;
  /**
   * Where the third-party scripts come from (URL templates, `{key}` replaced by the id or
   * token above); a script loads only when its key is set (shared/rules/third-party-scripts.ts),
   * so only the templates of scripts whose key is set are here (`keyedScriptUrls`).
   */
  scriptUrls: ScriptUrls;
  /** CONSENT_TOOL_URL: a consent tool's script; empty → the first-party consent banner stands in. */
  consentToolUrl: string;
  /** RUM_SAMPLE_RATE: the share of page views (0 to 1) that report their Web Vitals. */
  rumSampleRate: number;
}

/** URL templates of the third-party scripts with a key; one without its key is left out. */
export interface ScriptUrls {
  gtm?: string;
  search?: string;
  subscription?: string;
}
