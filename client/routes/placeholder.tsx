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
        The page you asked for is no longer here. <a href="/">Go to the home page</a> or{' '}
        <a href="/shop">browse the shop</a>.
      </p>
    </section>
  );
}

const placeholderScreen: ScreenModule = { Component: Placeholder };

export default placeholderScreen;
