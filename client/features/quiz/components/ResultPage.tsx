import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RoutineView } from '../../../../shared/contract/routine';
import { track } from '../../../lib/analytics/analytics';
import { useApp } from '../../../lib/app/app-context';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { deferredPart } from '../../../components/commerce/deferred-part';
import { routineQuery } from '../routine-query';

/**
 * The routine and its forms: the server renders them in place; the browser loads their code beside
 * the page, which keeps the server's markup until it is in (deferred-part.tsx, the screen lists it).
 */
export const resultBodyPart = deferredPart(() => import('./ResultBody').then((module) => module.ResultBody), 'at once');
const Body = resultBodyPart.Boundary;

/** Once a result shows in the browser, the quiz's completion is sent (the body keeps the result for the visitor). */
function useResultShown(answers: string, routine: RoutineView) {
  const products = routine.lines.length;
  useEffect(() => {
    track('quiz_complete', { quiz_answers: answers, routine_products: products });
  }, [answers, products]);
}

/** /skin-quiz/result: the routine the answers in the URL lead to, worked out by the backend (the loader sent incomplete answers back to the quiz). */
export function ResultPage() {
  const { api } = useApp();
  const { search } = useLocation();
  const result = useSuspenseQuery(routineQuery(api, search.slice(1))).data;
  const routine = result.routine!;
  useResultShown(result.answers, routine);
  return (
    <section className="page routine-page">
      <header className="page-heading routine-heading">
        <p className="eyebrow">Your routine</p>
        <h1>A routine for your skin</h1>
        <p className="lead">{routine.summary}</p>
        <p className="routine-change">
          <a href={result.quizPath}>Change my answers</a>
        </p>
      </header>
      <Body routine={routine} answers={result.answers} />
    </section>
  );
}
