import { lastResult } from '../last-result';

/** "See your last routine", when this browser kept one (rendered only after hydration: QuizPage.tsx). */
export default function LastResultOffer() {
  const path = lastResult();
  if (!path) return null;
  return (
    <p className="quiz-last-result">
      Took the quiz before? <a href={path}>See your last routine</a>
    </p>
  );
}
