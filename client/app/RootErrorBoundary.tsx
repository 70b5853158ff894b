import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** SPEC section 4 "Root": a fatal application error shows the error page (outside the layout). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="page page-error fatal-error">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>We are sorry: the shop could not show this page ({status}). Please try again in a moment.</p>
      <a href="/">Go to the home page</a>
    </main>
  );
}
