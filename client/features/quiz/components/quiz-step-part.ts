import { definePart } from '../../../components/ui/KeptMarkup';
import type { QuizStepProps } from './QuizStep';

/**
 * A question of the quiz: a real form, which posts without its code. The page keeps the server's
 * markup and loads the step's code (the router's form with it) on first use: a pointer, a finger
 * or the focus on it, a choice checked meanwhile carried over and a press of Next made once the
 * code is in (KeptMarkup.tsx); or for another question (a client navigation: the screen lists it).
 */
export const QUIZ_STEP = definePart<QuizStepProps>('quiz-step', () =>
  import('./QuizStep').then((module) => ({ default: module.QuizStep })),
);
