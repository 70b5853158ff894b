import { lazy, Suspense } from 'react';
import { useActionData, useLocation } from 'react-router-dom';
import { useApp } from '../../../lib/app/app-context';
import { useHydrated } from '../../../lib/app/use-hydrated';
import { useSuspenseQuery } from '../../../lib/query/use-suspense-query';
import type { QuizStepRefusal } from '../quiz-action';
import { quizStepQuery } from '../routine-query';
import { KeptMarkup } from '../../../components/ui/KeptMarkup';
import { QUIZ_STEP } from './quiz-step-part';

/**
 * The visitor's last routine, kept in this browser: read after hydration (the server has none),
 * its code asked for then, not in the page's first load.
 */
const LastResultOffer = lazy(() => import('./LastResultOffer'));

/** /skin-quiz: the question the URL (or a refused answer) is at; every question answered shows a link to the routine. */
export function QuizPage() {
  const { api } = useApp();
  const { search } = useLocation();
  const hydrated = useHydrated();
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
          {hydrated && (
            <Suspense fallback={null}>
              <LastResultOffer />
            </Suspense>
          )}
        </header>
      )}
      {step ? (
        <KeptMarkup
          part={QUIZ_STEP}
          id="quiz-step"
          props={{ step, error: refusal?.error }}
          variant={[step.param, refusal?.error]}
        />
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
