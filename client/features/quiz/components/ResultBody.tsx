import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActionData, useLocation, useNavigation } from 'react-router-dom';
import { Form } from '../../../lib/forms/route-form';
import type { RoutineView } from '../../../../shared/contract/routine';
import { useApp } from '../../../lib/app/app-context';
import { userQuery } from '../../../lib/session/user-query';
import { rememberResult } from '../last-result';
import { ROUTINE_ANSWERS_FIELD, type SaveRoutineRefusal } from '../save-routine-action';
import { AddRoutineForm } from './AddRoutineForm';
import { RoutineSteps } from './RoutineSteps';

// The result page's routine and its two forms. In the browser this loads beside the page, not
// in its first load (ResultPage.tsx): until it has, the server's markup stands as it is (its
// links followed by the page's one link listener, its forms posted as forms).

function SaveRoutine({ answers }: { answers: string }) {
  const { api } = useApp();
  const { data: user } = useQuery(userQuery(api));
  const refusal = useActionData() as SaveRoutineRefusal | undefined;
  const saving = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="routine-save">
      <input type="hidden" name={ROUTINE_ANSWERS_FIELD} value={answers} />
      <button
        type="submit"
        className="btn btn-outlined btn-primary btn-align-center"
        disabled={saving}
        aria-busy={saving || undefined}
      >
        <span className="btn-label">{saving ? 'Saving…' : 'Save to my account'}</span>
      </button>
      <p className="form-hint">
        {user
          ? 'Find it again under My routine, with the products worked out afresh.'
          : 'Sign in or create an account to keep it; this browser keeps your last routine too.'}
      </p>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal.saveError}
        </p>
      )}
    </Form>
  );
}

export function ResultBody({ routine, answers }: { routine: RoutineView; answers: string }) {
  const { pathname, search } = useLocation();
  // The result kept for the visitor: the quiz offers it again (last-result.ts).
  useEffect(() => rememberResult(`${pathname}${search}`), [pathname, search]);
  return (
    <div className="routine-layout">
      <RoutineSteps days={routine.days} swaps />
      <aside className="routine-aside">
        <AddRoutineForm routine={routine} />
        <SaveRoutine answers={answers} />
        <p className="form-hint">This page’s address keeps your routine: bookmark it or share it.</p>
      </aside>
    </div>
  );
}
