import { redirect } from 'react-router-dom';
import type { RedirectTarget } from '../../shared/routes/redirects';
import { Link } from 'react-router-dom';
import type { ScreenModule } from './types';

/** A placeholder route (SPEC section 2): follows the operator's redirect when one exists. */
async function lookupRedirect(pathname: string, signal: AbortSignal): Promise<RedirectTarget | null> {
  const res = await fetch(`/api/route-rules?path=${encodeURIComponent(pathname)}`, { signal });
  if (!res.ok) return null;
  return ((await res.json()) as { redirect: RedirectTarget | null }).redirect;
}

function Placeholder() {
  return (
    <section className="page page-placeholder">
      <h1>This page has moved</h1>
      <p>The page you asked for is no longer here. <Link to="/">Go to the home page</Link> or <Link to="/shop">browse the shop</Link>.</p>
    </section>
  );
}

export const placeholderScreen: ScreenModule = {
  // On the server the redirect middleware already answered; in the browser a navigation asks.
  loader: ({ isServer }) => async ({ request }) => {
    if (isServer) return null;
    const url = new URL(request.url);
    const target = await lookupRedirect(url.pathname, request.signal);
    if (!target) return null;
    if (target.external) {
      window.location.assign(target.location);
      return null;
    }
    throw redirect(target.location + url.search, target.status);
  },
  Component: Placeholder,
};
