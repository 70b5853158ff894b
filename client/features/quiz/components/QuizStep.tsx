import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import { Form } from '../../../lib/forms/route-form';
import type { QuizStepView } from '../../../../shared/contract/routine';
import { SKIN_QUIZ_PATH } from '../../../../shared/routes/route-table';

// One question of the quiz as a real form, drawn from what the backend's quiz answered: the
// earlier answers ride along as hidden fields, so without JavaScript the BFF runs the step's
// action and answers 303; with it the router does.

export interface QuizStepProps {
  step: QuizStepView;
  error?: string | undefined;
}

export function QuizStep({ step, error }: QuizStepProps) {
  const { number, total } = step;
  const pending = useNavigation().state === 'submitting';
  const errorId = `quiz-${step.param}-error`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownBefore = useRef(false);
  // A router step moves the focus to the new question, as a page load would start there; the
  // page's first question leaves it where the browser put it.
  useEffect(() => {
    if (shownBefore.current) headingRef.current?.focus();
    shownBefore.current = true;
  }, [step.param]);
  return (
    <Form method="post" action={SKIN_QUIZ_PATH} className="quiz-step" key={step.param}>
      <div className="quiz-progress">
        <p className="quiz-progress-label">
          Question {number} of {total}
        </p>
        <progress max={total} value={number} aria-label={`Question ${number} of ${total}`} />
      </div>
      <fieldset className="quiz-question" aria-describedby={error ? errorId : undefined}>
        <legend>
          <h1 ref={headingRef} tabIndex={-1}>
            {step.title}
          </h1>
        </legend>
        {step.help && <p className="quiz-help">{step.help}</p>}
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="quiz-choices">
          {step.choices.map((c) => (
            <label key={c.value} className="option-pill quiz-choice">
              <input
                type={step.kind === 'many' ? 'checkbox' : 'radio'}
                name={step.param}
                value={c.value}
                defaultChecked={step.chosen.includes(c.value)}
                aria-invalid={error ? true : undefined}
              />
              <span className="option-pill-title">{c.label}</span>
              {c.hint && <span className="option-pill-meta">{c.hint}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {step.hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div className="quiz-actions">
        {step.backPath ? (
          <a className="btn btn-text quiz-back" href={step.backPath}>
            Back
          </a>
        ) : (
          <span />
        )}
        <span className="quiz-actions-end">
          {step.skip && (
            <button
              type="submit"
              name={step.skip[0]}
              value={step.skip[1]}
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
            <span className="btn-label">{step.submitLabel}</span>
          </button>
        </span>
      </div>
    </Form>
  );
}
