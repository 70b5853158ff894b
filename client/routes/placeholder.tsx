import { Link } from 'react-router-dom';
import type { ScreenModule } from './types';

/**
 * A route without a screen of its own (SPEC section 2). The operator's redirect table sends
 * most of them elsewhere, on the server and in client navigations; the rest land here.
 */
function Placeholder() {
  return (
    <section className="page page-placeholder">
      <h1>This page has moved</h1>
      <p>
        The page you asked for is no longer here. <Link to="/">Go to the home page</Link> or{' '}
        <Link to="/shop">browse the shop</Link>.
      </p>
    </section>
  );
}

const placeholderScreen: ScreenModule = { Component: Placeholder };

export default placeholderScreen;
