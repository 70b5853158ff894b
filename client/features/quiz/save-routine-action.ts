import { data, redirect, type ActionFunction } from 'react-router-dom';
import { ApiError } from '../../../shared/contract/api-client';
import { loginPathReturningTo } from '../../../shared/rules/return-path';
import { ACCOUNT_ROUTINE_PATH } from '../../../shared/routes/route-table';
import type { LoaderDeps } from '../../lib/routing/loader-deps';
import { savedRoutineQuery } from './routine-query';

// "Save to my account" on the result page: the answers kept as the customer's routine, then
// My routine. A visitor is sent to sign in first and comes back to this result.

export const ROUTINE_ANSWERS_FIELD = 'answers';

export interface SaveRoutineRefusal {
  saveError: string;
}

export const saveRoutineAction =
  ({ api, queryClient }: LoaderDeps): ActionFunction =>
  async ({ request }) => {
    const answers = String((await request.formData()).get(ROUTINE_ANSWERS_FIELD) ?? '');
    try {
      await api.call('save-routine', { answers });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.status === 401) {
        const { pathname, search } = new URL(request.url);
        return redirect(loginPathReturningTo(`${pathname}${search}`));
      }
      return data<SaveRoutineRefusal>({ saveError: err.message }, { status: err.status < 500 ? 400 : 503 });
    }
    await queryClient.invalidateQueries({ queryKey: savedRoutineQuery(api).queryKey });
    return redirect(ACCOUNT_ROUTINE_PATH);
  };
