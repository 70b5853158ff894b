import { SKIN_QUIZ_PATH, SKIN_QUIZ_RESULT_PATH } from '../../../../shared/routes/route-table';
import type { RoutineView } from '../../../../shared/contract/routine';
import { AddRoutineForm } from './AddRoutineForm';
import { RoutineSteps } from './RoutineSteps';

// My routine's body: Buy again, the ways back to the quiz, and the steps. In the browser it loads
// beside the page, as the result page's does (SavedRoutinePage.tsx).

export function SavedRoutineBody({ routine, answers }: { routine: RoutineView; answers: string }) {
  return (
    <>
      <div className="routine-account-actions">
        <AddRoutineForm routine={routine} label="Buy again" />
        <p className="routine-change">
          <a href={`${SKIN_QUIZ_RESULT_PATH}?${answers}`}>Open as a shareable page</a> ·{' '}
          <a href={SKIN_QUIZ_PATH}>Retake the quiz</a>
        </p>
      </div>
      <RoutineSteps days={routine.days} />
    </>
  );
}
