import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/format/date';
import { SKIN_QUIZ_PATH } from '../../../../shared/routes/route-table';
import { useApp } from '../../../lib/app/app-context';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { deferredPart } from '../../../components/commerce/deferred-part';
import { routineQuery, savedRoutineQuery } from '../routine-query';

/** The page's heading and content; the account's shell (its navigation) is the route's to draw. */
export type RoutineShell = (props: { lead: string; children: ReactNode }) => ReactNode;

/**
 * The routine and its forms: the server renders them in place; the browser loads their code beside
 * the page, which keeps the server's markup until it is in (deferred-part.tsx).
 */
export const savedRoutineBodyPart = deferredPart(
  () => import('./SavedRoutineBody').then((module) => module.SavedRoutineBody),
  'at once',
);
const Body = savedRoutineBodyPart.Boundary;

function Empty({ Shell }: { Shell: RoutineShell }) {
  return (
    <Shell lead="The routine our skin quiz chose for you, kept here.">
      <div className="empty-state">
        <p>You have not saved a routine yet. Take the skin quiz, then choose “Save to my account”.</p>
        <a className="btn btn-outlined btn-primary" href={SKIN_QUIZ_PATH}>
          Take the skin quiz
        </a>
      </div>
    </Shell>
  );
}

function Saved({ Shell, answers, savedAt }: { Shell: RoutineShell; answers: string; savedAt: string }) {
  const { api } = useApp();
  const { routine } = useSuspenseQuery(routineQuery(api, answers)).data;
  if (!routine) return <Empty Shell={Shell} />;
  return (
    <Shell lead={`${routine.summary} · saved ${formatDate(savedAt)}`}>
      <Body routine={routine} answers={answers} />
    </Shell>
  );
}

/** /account/routine: the routine the customer saved, worked out afresh from today's catalogue, with Buy again. */
export function SavedRoutinePage({ Shell }: { Shell: RoutineShell }) {
  const { api } = useApp();
  const saved = useSuspenseQuery(savedRoutineQuery(api)).data;
  if (!saved) return <Empty Shell={Shell} />;
  return <Saved Shell={Shell} answers={saved.answers} savedAt={saved.savedAt} />;
}
