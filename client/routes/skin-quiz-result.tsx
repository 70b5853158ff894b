import { redirect } from 'react-router-dom';
import { ResultPage, resultBodyPart } from '../features/quiz/components/ResultPage';
import { routineQuery } from '../features/quiz/routine-query';
import type { ScreenModule } from './types';

// /skin-quiz/result?<answers>: the routine, worked out by the backend (client/features/quiz/).
// Answers that are not all there go back to the first question without one.

const skinQuizResultScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ request }) => {
      const result = await queryClient.ensureQueryData(routineQuery(api, new URL(request.url).search.slice(1)));
      if (!result.routine) throw redirect(result.quizPath);
      return null;
    },
  // The save form is the body's (ResultBody.tsx), which imports this module: its code is in when
  // the form can be used, not in the page's first load.
  action: (deps) => async (args) =>
    (await import('../features/quiz/save-routine-action')).saveRoutineAction(deps)(args),
  // the page's body (ResultPage.tsx): a navigation shows it whole
  parts: [resultBodyPart],
  meta: () => ({
    title: 'Your skincare routine',
    description: 'A morning and evening skincare routine chosen for your skin by our skin quiz.',
    // Every set of answers is a URL of its own: shareable, never a page for a search engine.
    robots: 'noindex, follow',
  }),
  Component: ResultPage,
};

export default skinQuizResultScreen;
