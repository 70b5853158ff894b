import { Link, useActionData, useLocation } from 'react-router-dom';
import { parseQuizAnswers } from '../../../../shared/rules/routine/quiz-answers';
import { useHydrated } from '../../../lib/app/local-handle-list';
import { lastResult } from '../last-result';
import type { QuizStepRefusal } from '../quiz-action';
import { questionToShow, resultPath } from '../quiz-flow';
import { QUIZ_QUESTIONS } from '../quiz-questions';
import { QuizStep } from './QuizStep';

/** The visitor's last routine, kept in this browser: read after hydration (the server has none). */
function LastResultOffer() {
  const path = useHydrated() ? lastResult() : null;
  if (!path) return null;
  return (
    <p className="quiz-last-result">
      Took the quiz before? <Link to={path}>See your last routine</Link>
    </p>
  );
}

/** /skin-quiz: the question the URL (or a refused answer) is at; every question answered shows a link to the routine. */
export function QuizPage() {
  const { search } = useLocation();
  const refusal = useActionData() as QuizStepRefusal | undefined;
  // A refused answer shows its own question again with what the form carried (the URL is the form's action).
  const params = new URLSearchParams(refusal ? refusal.answers : search);
  const answers = parseQuizAnswers(params);
  const question = refusal?.question
    ? (QUIZ_QUESTIONS.find((q) => q.id === refusal.question) ?? null)
    : questionToShow(params);
  const started = [...params.keys()].length > 0;
  return (
    <section className="page quiz-page">
      {!started && !refusal && (
        <header className="quiz-intro">
          <p className="eyebrow">Skin quiz</p>
          <p className="lead">Seven quick questions, then a morning and evening routine chosen for your skin.</p>
          <LastResultOffer />
        </header>
      )}
      {question ? (
        <QuizStep question={question} answers={answers} error={refusal?.error} />
      ) : (
        <div className="empty-state">
          <h1>You have answered every question</h1>
          <Link className="btn btn-elevated btn-primary" to={resultPath(answers)}>
            See my routine
          </Link>
        </div>
      )}
    </section>
  );
}
