import { useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import { ROOT_ROUTE_ID, type RootData } from '../../lib/root-data';

// The cart action's one-time notice (issue 11): a cart form posted without JavaScript is
// answered 303 back here, and this document shows what happened, until the first client
// navigation. The root loader's data stays for the whole visit, so the location is compared
// with the one this document was rendered at. Not with key 'default': a reload keeps
// history.state, so the browser's first key may be an old one while the server's is
// 'default' (a hydration mismatch).

export function PageNotice() {
  const notice = (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined)?.notice;
  const { key } = useLocation();
  const [documentKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  // Once left, never back (not even with the back button): state adjusted while rendering.
  if (key !== documentKey && !navigated) setNavigated(true);
  if (!notice || navigated || key !== documentKey) return null;
  const error = notice.kind === 'error';
  return (
    <div className="page-notice">
      <div className={`form-alert ${error ? 'form-alert-error' : 'form-alert-done'}`} role={error ? 'alert' : 'status'}>
        {notice.text}
      </div>
    </div>
  );
}
