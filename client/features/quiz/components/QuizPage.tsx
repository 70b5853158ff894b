import { useActionData, useLocation } from 'react-router-dom';
import { useApp } from '../../../lib/app/app-context';
import { useHydrated } from '../../../lib/app/use-hydrated';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import { lastResult } from '../last-result';
import type { QuizStepRefusal } from '../quiz-action';
import { quizStepQuery } from '../routine-query';
import { QuizStep } from './QuizStep';

/** The visitor's last routine, kept in this browser: read after hydration (the server has none). */
function LastResultOffer() {
  const path = useHydrated() ? lastResult() : null;
  if (!path) return null;
  return (
    <p className="quiz-last-result">
      Took the quiz before? <a href={path}>See your last routine</a>
    </p>
  );
}

/** /skin-quiz: the question the URL (or a refused answer) is at; every question answered shows a link to the routine. */
export function QuizPage() {
  const { api } = useApp();
  const { search } = useLocation();
  const refusal = useActionData() as QuizStepRefusal | undefined;
  const shown = useSuspenseQuery(quizStepQuery(api, search.slice(1))).data;
  // A refused answer shows its own question again with what the form carried (the URL is the form's action).
  const { step, resultPath } = refusal?.view ?? shown;
  return (
    <section className="page quiz-page">
      {!search && !refusal && (
        <header className="quiz-intro">
          <p className="eyebrow">Skin quiz</p>
          <p className="lead">Seven quick questions, then a morning and evening routine chosen for your skin.</p>
          <LastResultOffer />
        </header>
      )}
      {step ? (
        <QuizStep step={step} error={refusal?.error} />
      ) : (
        <div className="empty-state">
          <h1>You have answered every question</h1>
          <a className="btn btn-elevated btn-primary" href={resultPath ?? '/skin-quiz'}>
            See my routine
          </a>
        </div>
      )}
    </section>
  );
}
