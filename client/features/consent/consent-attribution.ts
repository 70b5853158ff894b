import type { QueryClient } from '@tanstack/react-query';
import { ATTRIBUTION_ATTRIBUTE_KEY } from '../../../shared/cart-constants';
import type { Cart } from '../../../shared/contract/models';
import { parseClickId } from '../../../shared/rules/attribution';
import { getAttribute } from '../../../shared/rules/cart-attributes';
import {
  consentOutcome,
  findPrivacyApi,
  isConsentMessage,
  pollForPrivacyApi,
  type PollTimers,
} from '../../../shared/rules/consent';
import type { PublicConfig } from '../../lib/app/app-context';
import { CART_QUERY_KEY } from '../../lib/cart/cart-query';
import { clearAttributionCookie, writeAttributionCookie } from './attribution-cookie';
import { installPrivacyApi } from './consent-store';

// SPEC section 4, consent for attribution, run once per page life by the layout (loaded by
// use-consent-attribution.ts after hydration): wait for the
// privacy-preferences API (250 ms × 100); 'advertising' approved → the click id of the query
// goes into the attribution cookie; anything else, or no API → purge. Again on every
// 'submit_preferences' message. The cart side of attribution (add/remove) is the BFF's.

const windowTimers: PollTimers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

/**
 * Starts the consent check for attribution; returns what stops it. `landingSearch`: the query of
 * the URL the visit landed on, read as the page started (its click id still counts after client
 * navigations drop the query).
 */
export function startConsentAttribution(
  config: Pick<PublicConfig, 'consentToolUrl' | 'siteUrl'>,
  queryClient: QueryClient,
  landingSearch: string,
): () => void {
  const landingClickId = parseClickId(landingSearch);
  if (!config.consentToolUrl) installPrivacyApi();

  /**
   * Purge: the cookie goes, and the cart loses the attribute (one cart action, only when it has
   * it): the BFF brings the cart in line with the cookie, now gone.
   */
  const purge = async () => {
    // The BFF reads the cookie for the cart's attribute: the action goes only once it is gone.
    const cleared = clearAttributionCookie(config.siteUrl);
    const cart = queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
    if (!cart || getAttribute(cart.attributes, ATTRIBUTION_ATTRIBUTE_KEY) === null) return;
    try {
      await cleared;
      // Its client loads only now: the layout of every page carries this hook.
      const { postCartAction } = await import('../../lib/cart/cart-action-client');
      const settled = await postCartAction({ intent: 'attribution' });
      queryClient.setQueryData(CART_QUERY_KEY, settled.cart);
    } catch {
      /* the next add or remove removes it on the server */
    }
  };
  const initialise = () => {
    const clickId = parseClickId(window.location.search) ?? landingClickId;
    if (clickId) writeAttributionCookie(clickId, config.siteUrl);
  };

  let cancel = () => {};
  const check = () => {
    cancel();
    cancel = pollForPrivacyApi(
      () => findPrivacyApi(window),
      windowTimers,
      (found) => {
        if (consentOutcome(found) === 'initialise') initialise();
        else void purge();
      },
    );
  };
  // Any origin: a consent tool may post from its own frame, and the message only asks for a re-read.
  const onMessage = (event: MessageEvent) => {
    if (isConsentMessage(event.data)) check();
  };
  window.addEventListener('message', onMessage);
  check();
  return () => {
    cancel();
    window.removeEventListener('message', onMessage);
  };
}
