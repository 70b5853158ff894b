import type { ActionFunction } from 'react-router-dom';
import type { User } from '../../../shared/contract/models';
import { pageNotFound, pathnameOf } from '../../lib/routing/route-errors';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { userQuery } from '../../lib/session/user-query';
import { addressFromParam } from './account-paths';
import {
  type AccountAnswer,
  done,
  formErrorsFromCall,
  formErrorsFromUserErrors,
  intentOf,
  refreshUser,
  refused,
} from './action-answers';
import { ADDRESS_FIELDS, parseAddressForm } from './address-form';

// One action for the address book (/account/addresses and /account/addresses/{id}), by intent:
// create, update, ask-delete (the confirmation step), delete, set-default. The address is named
// by its obfuscated URL id (the route's :id, else the form's `id`). On an address's own page one
// that does not decode to an address of this customer is the 404 page, as the page itself is;
// on the list (an address deleted meanwhile in another tab) the list says so above itself.

export const ADDRESS_MESSAGES = {
  created: 'Address added.',
  updated: 'Address saved.',
  deleted: 'Address deleted.',
  defaultSet: 'Default address changed.',
  unknownIntent: 'This form cannot be sent. Reload the page and try again.',
  notInBook: 'That address is not in your address book any more. The list below is up to date.',
} as const;

type Intent = 'create' | 'update' | 'ask-delete' | 'delete' | 'set-default';
const INTENTS: readonly string[] = ['create', 'update', 'ask-delete', 'delete', 'set-default'] satisfies Intent[];

/** The customer's address the request names, or the 404 page. */
function ownAddress(user: User | null, param: string, request: Request) {
  const address = user ? addressFromParam(user, param) : null;
  if (!address) pageNotFound(pathnameOf(request));
  return address;
}

export function addressAction(deps: LoaderDeps): ActionFunction {
  const { api, queryClient } = deps;
  return async ({ request, params }) => {
    const form = await request.formData();
    const intent = intentOf(form);
    if (!INTENTS.includes(intent))
      return refused({ intent, errors: { form: ADDRESS_MESSAGES.unknownIntent, fields: {} } });
    const user = await queryClient.ensureQueryData(userQuery(api));

    if (intent === 'create' || intent === 'update') {
      const param = params.id ?? '';
      // an update names its address by the URL; a tampered one is refused before anything is read
      const address = intent === 'update' ? ownAddress(user, param, request) : null;
      const parsed = await parseAddressForm(form);
      const where = address ? { intent, id: param } : { intent };
      if (!parsed.ok) return refused({ ...where, errors: parsed.errors, values: parsed.values });
      try {
        const answer = address
          ? await api.call('update-user-address', { id: address.id, address: parsed.address })
          : await api.call('create-user-address', { address: parsed.address });
        if (!answer.address)
          return refused({
            ...where,
            errors: formErrorsFromUserErrors(answer.errors, ADDRESS_FIELDS),
            values: parsed.values,
          });
      } catch (err) {
        return refused({ ...where, errors: formErrorsFromCall(err, ADDRESS_FIELDS), values: parsed.values });
      }
      await refreshUser(deps);
      return done({ ...where, done: address ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.created });
    }

    const param = params.id ?? String(form.get('id') ?? '');
    if (params.id === undefined && !(user && addressFromParam(user, param))) {
      return refused({ intent, errors: { form: ADDRESS_MESSAGES.notInBook, fields: {} } }, 404);
    }
    const address = ownAddress(user, param, request);
    if (intent === 'ask-delete') return done({ intent, id: param, confirm: 'delete' });
    try {
      if (intent === 'delete') {
        const answer = await api.call('delete-user-address', { id: address.id });
        if (!answer.deletedAddressId)
          return refused({ intent, id: param, errors: formErrorsFromUserErrors(answer.errors, []) });
        await refreshUser(deps);
        return done({ intent, done: ADDRESS_MESSAGES.deleted });
      }
      const answer = await api.call('set-default-user-address', { addressId: address.id });
      if (!answer.defaultAddress)
        return refused({ intent, id: param, errors: formErrorsFromUserErrors(answer.errors, []) });
    } catch (err) {
      return refused({ intent, id: param, errors: formErrorsFromCall(err, []) } satisfies AccountAnswer);
    }
    await refreshUser(deps);
    return done({ intent, id: param, done: ADDRESS_MESSAGES.defaultSet });
  };
}
