import { QuizPage } from '../features/quiz/components/QuizPage';
import { QUIZ_STEP } from '../features/quiz/components/quiz-step-part';
import { quizStepAction } from '../features/quiz/quiz-action';
import { quizStepQuery } from '../features/quiz/routine-query';
import type { ScreenModule } from './types';

// /skin-quiz: one question a screen, the answers so far in the query string (client/features/quiz/);
// the backend's quiz says which question and its choices.

const skinQuizScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ request }) => {
      await queryClient.ensureQueryData(quizStepQuery(api, new URL(request.url).search.slice(1)));
      return null;
    },
  action: quizStepAction,
  parts: [QUIZ_STEP],
  meta: ({ search }) => ({
    title: 'Skin quiz: find your routine',
    description: 'Answer seven quick questions and get a morning and evening skincare routine chosen for your skin.',
    // A step part-way (answers in the URL) is no page of its own for a search engine.
    ...(search && { robots: 'noindex, follow' }),
  }),
  Component: QuizPage,
};

export default skinQuizScreen;
