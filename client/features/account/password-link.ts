import { formText } from '../../lib/forms/form-errors';
import { loadCalls } from '../../lib/api/contract-calls';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { apiFailure, formFailure, invalidInput, signedInRedirect } from './auth-answers';
import { PASSWORDS_DIFFER } from './auth-messages';

// Activation and password-reset pages. The backend's mail links to the page itself with the
// link's proof in the query (`?id=…&token=…&expires=…&signature=…`); the call wants that whole
// link back (activationUrl / resetUrl) together with the new password. Both answer a Session:
// on success the BFF has signed the customer in.

export type PasswordLinkCall = 'activate-account' | 'reset-password';

const FIELDS = ['password', 'passwordConfirm'] as const;

/** The link the customer followed: the page URL the form was posted to, without a hash. */
export function linkOfRequest(request: Request): string {
  const url = new URL(request.url);
  url.hash = '';
  // react-router marks posts to an index route; the backend's link never had it
  url.searchParams.delete('index');
  return url.href;
}

/** Whether the page's query has what a link from the backend carries. */
export function hasLinkParams(search: URLSearchParams): boolean {
  return ['id', 'token', 'expires', 'signature'].every((key) => search.get(key));
}

/**
 * The route action of /account/activateAccount and /account/resetPassword: the new password
 * twice (must match), then the call; signed in → `target` (account home), after the same
 * follow-ups as a sign-in. A spent or expired link shows the server's message.
 */
export function passwordLinkAction(
  call: PasswordLinkCall,
  target: string,
  followUps: (deps: LoaderDeps) => (() => Promise<unknown>)[],
) {
  return (deps: LoaderDeps) =>
    async ({ request }: { request: Request }) => {
      const { password, passwordConfirm } = formText(await request.formData(), FIELDS);
      const link = linkOfRequest(request);
      const calls = await loadCalls();
      const input =
        call === 'activate-account'
          ? calls[call].request.safeParse({ password, activationUrl: link })
          : calls[call].request.safeParse({ password, resetUrl: link });
      const mismatch: Record<string, string> =
        password === passwordConfirm ? {} : { passwordConfirm: PASSWORDS_DIFFER };
      if (!input.success) return invalidInput(input.error, { password, passwordConfirm }, {}, mismatch);
      if (mismatch.passwordConfirm) return formFailure({ fields: mismatch }, {});
      let session;
      try {
        session =
          call === 'activate-account'
            ? await deps.api.call(call, input.data as { password: string; activationUrl: string })
            : await deps.api.call(call, input.data as { password: string; resetUrl: string });
      } catch (err) {
        return apiFailure(err, FIELDS, {});
      }
      const failure = session.errors[0]?.message;
      if (failure !== undefined) return formFailure({ form: failure, fields: {} }, {}, 400, { linkFailed: true });
      return signedInRedirect(deps, target, followUps(deps));
    };
}
