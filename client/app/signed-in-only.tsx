import { useSuspenseQuery } from '../lib/query/use-suspense-query';
import type { ComponentType } from 'react';
import { useApp } from '../lib/app/app-context';
import { userQuery } from '../lib/session/user-query';

/**
 * An account screen renders only while someone is signed in. The guard keeps signed-out
 * visitors out, but a sign-out empties the user while the screen is still on display (the
 * action runs before the navigation to login commits): it then shows nothing for that moment
 * instead of reading a user that is gone.
 */
export function signedInOnly(Screen: ComponentType): ComponentType {
  function SignedInOnly() {
    const { api } = useApp();
    const { data: user } = useSuspenseQuery(userQuery(api));
    return user ? <Screen /> : null;
  }
  SignedInOnly.displayName = `SignedInOnly(${Screen.displayName ?? Screen.name})`;
  return SignedInOnly;
}
