/** The settings the server allows the browser to see (the allow-list of server/config.server.ts). */
export interface PublicConfig {
  brand: string;
  siteUrl: string;
  searchToken: string;
  subscriptionMerchantId: string;
  gtmId: string;
  analyticsIntegration: string;
}
