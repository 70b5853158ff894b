import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Form, Link, useActionData, useLocation } from 'react-router-dom';
import {
  completeAnswers,
  parseQuizAnswers,
  quizAnswersToParams,
  type QuizAnswers,
} from '../../../../shared/rules/routine/quiz-answers';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { track } from '../../../lib/analytics/analytics';
import { useApp } from '../../../lib/app/app-context';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { userQuery } from '../../../lib/session/user-query';
import { rememberResult } from '../last-result';
import { questionPath } from '../quiz-flow';
import { CONCERN_LABELS, QUIZ_QUESTIONS } from '../quiz-questions';
import { routineProductsQuery } from '../routine-query';
import { routineView, swapsOf, toggledSwap, type ShownRoutine } from '../routine-view';
import { ROUTINE_ANSWERS_FIELD, type SaveRoutineRefusal } from '../save-routine-action';
import { AddRoutineForm } from './AddRoutineForm';
import { RoutineSteps } from './RoutineSteps';

/** The answers in a sentence: "Oily skin · Breakouts · Reacts sometimes · 3 steps". */
export function answersSummary(a: QuizAnswers): string {
  const skin =
    a.skinType === 'not-sure' ? 'Any skin type' : `${a.skinType[0]!.toUpperCase()}${a.skinType.slice(1)} skin`;
  return [
    skin,
    ...a.concerns.map((c) => CONCERN_LABELS[c]),
    `Reacts ${a.sensitivity}`,
    a.length === 'full' ? '5 steps' : '3 steps',
    ...(a.fragranceFree ? ['Fragrance-free'] : []),
  ].join(' · ');
}

function SaveRoutine({ answers }: { answers: QuizAnswers }) {
  const { api } = useApp();
  const { data: user } = useQuery(userQuery(api));
  const refusal = useActionData() as SaveRoutineRefusal | undefined;
  return (
    <Form method="post" className="routine-save">
      <input type="hidden" name={ROUTINE_ANSWERS_FIELD} value={quizAnswersToParams(answers).toString()} />
      <SubmitButton variant="outlined" pendingText="Saving…">
        Save to my account
      </SubmitButton>
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

/** Once a result shows in the browser: kept for the visitor, and the quiz's completion sent. */
function useResultShown(path: string, answers: string, routines: readonly ShownRoutine[]) {
  const products = new Set(routines.flatMap((r) => r.steps.map((s) => s.pick.product.handle))).size;
  useEffect(() => {
    rememberResult(path);
  }, [path]);
  useEffect(() => {
    track('quiz_complete', { quiz_answers: answers, routine_products: products });
  }, [answers, products]);
}

/** /skin-quiz/result: the routine the answers in the URL lead to (the loader sent incomplete answers back to the quiz). */
export function ResultPage() {
  const { api } = useApp();
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const answers = useMemo(() => completeAnswers(parseQuizAnswers(params))!, [params]);
  const catalogue = useSuspenseQuery(routineProductsQuery(api)).data;
  const routines = useMemo(() => routineView(answers, catalogue, swapsOf(params)), [answers, catalogue, params]);
  const canonical = quizAnswersToParams(answers).toString();
  useResultShown(`${pathname}${search}`, canonical, routines);
  return (
    <section className="page routine-page">
      <header className="page-heading routine-heading">
        <p className="eyebrow">Your routine</p>
        <h1>A routine for your skin</h1>
        <p className="lead">{answersSummary(answers)}</p>
        <p className="routine-change">
          <Link to={questionPath(answers, QUIZ_QUESTIONS[0]!)}>Change my answers</Link>
        </p>
      </header>
      <div className="routine-layout">
        <RoutineSteps routines={routines} swapHref={(key) => `${pathname}?${toggledSwap(params, key)}`} />
        <aside className="routine-aside">
          <AddRoutineForm routines={routines} />
          <SaveRoutine answers={answers} />
          <p className="form-hint">This page’s address keeps your routine: bookmark it or share it.</p>
        </aside>
      </div>
    </section>
  );
}
