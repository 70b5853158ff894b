import { redirect } from 'react-router-dom';
import { completeAnswers, parseQuizAnswers } from '../../shared/rules/routine/quiz-answers';
import { ResultPage } from '../features/quiz/components/ResultPage';
import { questionPath } from '../features/quiz/quiz-flow';
import { QUIZ_QUESTIONS } from '../features/quiz/quiz-questions';
import { routineProductsQuery } from '../features/quiz/routine-query';
import { saveRoutineAction } from '../features/quiz/save-routine-action';
import type { ScreenModule } from './types';

// /skin-quiz/result?<answers>: the routine (client/features/quiz/). Answers that are not all
// there go back to the first question without one.

const skinQuizResultScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ request }) => {
      const answers = parseQuizAnswers(new URL(request.url).searchParams);
      if (!completeAnswers(answers))
        throw redirect(questionPath(answers, QUIZ_QUESTIONS.find((q) => answers[q.id] === undefined) ?? null));
      await queryClient.ensureQueryData(routineProductsQuery(api));
      return null;
    },
  action: saveRoutineAction,
  meta: () => ({
    title: 'Your skincare routine',
    description: 'A morning and evening skincare routine chosen for your skin by our skin quiz.',
    // Every set of answers is a URL of its own: shareable, never a page for a search engine.
    robots: 'noindex, follow',
  }),
  Component: ResultPage,
};

export default skinQuizResultScreen;
