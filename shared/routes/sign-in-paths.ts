// Where signing in and out lead: the auth guard's and the return path's paths (the route table
// names them with the site's other fixed paths), and the parameter that carries the return path
// (shared/rules/return-path.ts says which are accepted).

export const ACCOUNT_HOME_PATH = '/account/home';
export const ACCOUNT_LOGIN_PATH = '/account/login';
/** The login page's query flag after a sign-out: the page says "You are signed out." */
export const SIGNED_OUT_PARAM = 'signedOut';
/** Where a sign-out lands (the logout route's action redirects here). */
export const SIGNED_OUT_LOGIN_PATH = `${ACCOUNT_LOGIN_PATH}?${SIGNED_OUT_PARAM}=1`;
/** The query parameter (and form field) that carries the return path. */
export const RETURN_TO_PARAM = 'returnTo';
