import { useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import type { CartNotice } from '../../../shared/contract/cart-action';
import { ROOT_ROUTE_ID, type RootData } from '../routing/root-data';

/**
 * The cart action's one-time notice for this document: a cart form posted without
 * JavaScript is answered 303 back to its page, which shows what happened until the first client
 * navigation. The root loader's data stays for the whole visit, so the location is compared with
 * the one this document was rendered at. Not with key 'default': a reload keeps history.state,
 * so the browser's first key may be an old one while the server's is 'default' (a hydration
 * mismatch).
 */
export function useDocumentNotice(): CartNotice | null {
  const notice = (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined)?.notice;
  const { key } = useLocation();
  const [documentKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  // Once left, never back (not even with the back button): state adjusted while rendering.
  if (key !== documentKey && !navigated) setNavigated(true);
  return !notice || navigated || key !== documentKey ? null : notice;
}

/** A refused discount code is shown beside the code field (with what was typed), not above the page. */
export const isCodeNotice = (notice: CartNotice | null): boolean => notice?.kind === 'error' && notice.field === 'code';
