// What the signed-out account screens tell the customer. One place, so the screens, their
// tests and the browser tests agree on every word.

export const SIGNED_OUT_NOTE = 'You are signed out.';

/**
 * After sign-up, for a new and a taken e-mail alike (the BFF answers the same either way, so
 * the page cannot tell who has an account). The embedded backend mails a new customer a
 * welcome with a sign-in link and the owner of a taken address a notice.
 */
export const REGISTER_DONE =
  'Check your inbox: we sent you an e-mail about your account. If the address is new to us, you can sign in now with the password you chose; if it already has an account, the e-mail says how to get back into it.';

/** After a recovery request, whatever the e-mail: never reveals whether an account exists. */
export const RECOVER_DONE = 'If an account exists for that e-mail, we sent a link to reset the password.';

/** The password rule stated on every form that sets one (the contract's NewPassword). */
export const NEW_PASSWORD_RULE = 'At least 8 characters.';

export const PASSWORDS_DIFFER = 'The passwords do not match.';

/** An activation or reset page opened without the link's parameters. */
export const LINK_INCOMPLETE = 'This link is incomplete. Open the link from your e-mail again, or ask for a new one.';
