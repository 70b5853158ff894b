import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router-dom';
import type { QuizAnswers } from '../../../../shared/rules/routine/quiz-answers';
import { quizAnswersToParams } from '../../../../shared/rules/routine/quiz-answers';
import { SKIN_QUIZ_PATH } from '../../../../shared/routes/route-table';
import { useFormPending } from '../../../components/ui/form/use-form-pending';
import { previousQuestion, QUESTION_FIELD, questionPath, SKIP_FIELD } from '../quiz-flow';
import { QUIZ_QUESTIONS, type QuizQuestion } from '../quiz-questions';

// One question of the quiz as a real form: the earlier answers ride along as hidden fields, so
// without JavaScript the BFF runs the step's action and answers 303; with it the router does.

/** The values a question's answer already has (shown chosen when the shopper comes Back). */
function chosenValues(q: QuizQuestion, answers: Partial<QuizAnswers>): string[] {
  if (answers[q.id] === undefined) return [];
  return quizAnswersToParams({ [q.id]: answers[q.id] } as Partial<QuizAnswers>).getAll(q.param);
}

export function QuizProgress({ index }: { index: number }) {
  const total = QUIZ_QUESTIONS.length;
  return (
    <div className="quiz-progress">
      <p className="quiz-progress-label">
        Question {index + 1} of {total}
      </p>
      <progress max={total} value={index + 1} aria-label={`Question ${index + 1} of ${total}`} />
    </div>
  );
}

export function QuizStep({
  question: q,
  answers,
  error,
}: {
  question: QuizQuestion;
  answers: Partial<QuizAnswers>;
  error?: string | undefined;
}) {
  const index = QUIZ_QUESTIONS.indexOf(q);
  const previous = previousQuestion(q);
  const hidden = [...quizAnswersToParams(answers)].filter(([name]) => name !== q.param);
  const chosen = chosenValues(q, answers);
  const pending = useFormPending();
  const errorId = `quiz-${q.param}-error`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownBefore = useRef(false);
  // A router step moves the focus to the new question, as a page load would start there; the
  // page's first question leaves it where the browser put it.
  useEffect(() => {
    if (shownBefore.current) headingRef.current?.focus();
    shownBefore.current = true;
  }, [q]);
  return (
    <Form method="post" action={SKIN_QUIZ_PATH} className="quiz-step" key={q.id}>
      <QuizProgress index={index} />
      <fieldset className="quiz-question" aria-describedby={error ? errorId : undefined}>
        <legend>
          <h1 ref={headingRef} tabIndex={-1}>
            {q.title}
          </h1>
        </legend>
        {q.help && <p className="quiz-help">{q.help}</p>}
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="quiz-choices">
          {q.choices.map((c) => (
            <label key={c.value} className="option-pill quiz-choice">
              <input
                type={q.kind === 'many' ? 'checkbox' : 'radio'}
                name={q.param}
                value={c.value}
                defaultChecked={chosen.includes(c.value)}
                aria-invalid={error ? true : undefined}
              />
              <span className="option-pill-title">{c.label}</span>
              {c.hint && <span className="option-pill-meta">{c.hint}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <input type="hidden" name={QUESTION_FIELD} value={q.id} />
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div className="quiz-actions">
        {previous ? (
          <Link className="btn btn-text quiz-back" to={questionPath(answers, previous)}>
            Back
          </Link>
        ) : (
          <span />
        )}
        <span className="quiz-actions-end">
          {q.skipValue && q.kind === 'one' && (
            <button
              type="submit"
              name={SKIP_FIELD}
              value="1"
              className="btn btn-outlined btn-primary"
              disabled={pending}
            >
              Skip
            </button>
          )}
          <button
            type="submit"
            className="btn btn-elevated btn-primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            <span className="btn-label">{index === QUIZ_QUESTIONS.length - 1 ? 'See my routine' : 'Next'}</span>
          </button>
        </span>
      </div>
    </Form>
  );
}
