import type { SkinConcern } from '../../catalog/taxonomy';
import type { QuizAnswers } from './quiz-answers';
import { CONCERN_PHRASES, INGREDIENT_BENEFITS, STEP_BENEFITS, type RoutineStep } from './routine-rules';

// Why a product was chosen, in one sentence drawn from its data:
// "For oily skin with breakouts: salicylic acid clears pores."

export interface ReasonProduct {
  subtitle: string;
  keyIngredients: readonly string[];
  concerns: readonly SkinConcern[];
}

function skinPhrase(answers: QuizAnswers): string {
  return answers.skinType === 'not-sure' ? 'For every skin type' : `For ${answers.skinType} skin`;
}

export function routineReason(product: ReasonProduct, step: RoutineStep, answers: QuizAnswers): string {
  // The shopper's first concern this product answers names the sentence's middle.
  const concern = answers.concerns.find((c) => product.concerns.includes(c));
  const lead = concern ? `${skinPhrase(answers)} ${CONCERN_PHRASES[concern]}` : skinPhrase(answers);
  const benefits = product.keyIngredients.flatMap((ingredient) =>
    INGREDIENT_BENEFITS.filter((b) => b.ingredient.test(ingredient)).slice(0, 1),
  );
  const first = STEP_BENEFITS[step];
  const benefit =
    (first && benefits.find((b) => first.includes(b.name))) ??
    (concern && benefits.find((b) => b.concerns.includes(concern))) ??
    benefits[0];
  if (!benefit) return `${lead}: ${product.subtitle.charAt(0).toLowerCase()}${product.subtitle.slice(1)}.`;
  return `${lead}: ${benefit.name} ${benefit.benefit}.`;
}
