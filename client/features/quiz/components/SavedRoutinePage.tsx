import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../shared/format/date';
import { completeAnswers, parseQuizAnswers } from '../../../../shared/rules/routine/quiz-answers';
import { SKIN_QUIZ_PATH } from '../../../../shared/routes/route-table';
import { useApp } from '../../../lib/app/app-context';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { resultPath } from '../quiz-flow';
import { routineProductsQuery, savedRoutineQuery } from '../routine-query';
import { routineView } from '../routine-view';
import { AddRoutineForm } from './AddRoutineForm';
import { answersSummary } from './ResultPage';
import { RoutineSteps } from './RoutineSteps';

/** The page's heading and content; the account's shell (its navigation) is the route's to draw. */
export type RoutineShell = (props: { lead: string; children: ReactNode }) => ReactNode;

/** /account/routine: the routine the customer saved, worked out afresh from today's catalogue, with Buy again. */
export function SavedRoutinePage({ Shell }: { Shell: RoutineShell }) {
  const { api } = useApp();
  const saved = useSuspenseQuery(savedRoutineQuery(api)).data;
  const catalogue = useSuspenseQuery(routineProductsQuery(api)).data;
  const answers = useMemo(
    () => (saved ? completeAnswers(parseQuizAnswers(new URLSearchParams(saved.answers))) : null),
    [saved],
  );
  const routines = useMemo(() => (answers ? routineView(answers, catalogue) : []), [answers, catalogue]);
  if (!saved || !answers) {
    return (
      <Shell lead="The routine our skin quiz chose for you, kept here.">
        <div className="empty-state">
          <p>You have not saved a routine yet. Take the skin quiz, then choose “Save to my account”.</p>
          <Link className="btn btn-outlined btn-primary" to={SKIN_QUIZ_PATH}>
            Take the skin quiz
          </Link>
        </div>
      </Shell>
    );
  }
  return (
    <Shell lead={`${answersSummary(answers)} · saved ${formatDate(saved.savedAt)}`}>
      <div className="routine-account-actions">
        <AddRoutineForm routines={routines} label="Buy again" />
        <p className="routine-change">
          <Link to={resultPath(answers)}>Open as a shareable page</Link> ·{' '}
          <Link to={SKIN_QUIZ_PATH}>Retake the quiz</Link>
        </p>
      </div>
      <RoutineSteps routines={routines} />
    </Shell>
  );
}
