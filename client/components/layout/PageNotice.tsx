import { useLocation, useRouteLoaderData } from 'react-router-dom';
import { ROOT_ROUTE_ID, type RootData } from '../../lib/root-data';

// The cart action's one-time notice (issue 11): a cart form posted without JavaScript is
// answered 303 back here, and this document shows what happened. Only on the document's first
// render (location key 'default'): the next client navigation leaves it behind.

export function PageNotice() {
  const notice = (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined)?.notice;
  const { key } = useLocation();
  if (!notice || key !== 'default') return null;
  const error = notice.kind === 'error';
  return (
    <div className="page-notice">
      <div className={`form-alert ${error ? 'form-alert-error' : 'form-alert-done'}`} role={error ? 'alert' : 'status'}>
        {notice.text}
      </div>
    </div>
  );
}
