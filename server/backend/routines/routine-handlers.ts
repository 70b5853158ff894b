import type { SavedRoutine } from '../../../shared/contract/routine';
import { completeAnswers, parseQuizAnswers, quizAnswersToParams } from '../../../shared/rules/routine/quiz-answers';
import { answerQuiz, quizView } from '../../../shared/rules/routine/quiz-view';
import { routineResult, type RoutineCatalogueProduct } from '../../../shared/rules/routine/routine-view';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { HandlerMap } from '../http/context';
import { unprocessable } from '../http/http-error';
import { allProductIds } from '../products/product-query';
import { loadProducts } from '../products/product-store';
import { requireCustomer } from '../customers/account-handlers';

// The skin quiz's calls: its questions one step at a time, the routine of a result URL worked
// out from the published catalogue, and the one routine each customer keeps (its answers; the
// routine is worked out afresh when shown).

/** Every published product with what the rules read; a size is in stock when its inventory is. */
export function routineCatalogue(db: Db): RoutineCatalogueProduct[] {
  return loadProducts(db, allProductIds(db)).map((p) => ({
    handle: p.handle,
    title: p.title,
    subtitle: p.subtitle,
    tags: p.tags,
    skinTypes: p.skinTypes,
    concerns: p.concerns,
    categories: p.categories,
    keyIngredients: p.keyIngredients,
    rating: p.rating,
    image: p.featuredImage,
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.title,
      price: v.price,
      availableForSale: v.availableForSale,
    })),
    sellingPlans: p.sellingPlans.map((s) => ({ id: s.id, name: s.name, discountPercent: s.discountPercent })),
  }));
}

interface SavedRow {
  answers: string;
  saved_at: string;
}

function savedRoutine(db: Db, customerId: number): SavedRoutine | null {
  const row = sql(db, 'SELECT answers, saved_at FROM saved_routines WHERE customer_id = ?').get(customerId) as
    SavedRow | undefined;
  return row ? { answers: row.answers, savedAt: row.saved_at } : null;
}

export const routineHandlers: HandlerMap<
  'get-quiz-step' | 'answer-quiz-step' | 'get-routine' | 'get-saved-routine' | 'save-routine'
> = {
  'get-quiz-step': ({ query }) => quizView(new URLSearchParams(query)),
  'answer-quiz-step': ({ form }) => answerQuiz(new URLSearchParams(form)),
  'get-routine': ({ query }, { db }) => routineResult(new URLSearchParams(query), routineCatalogue(db)),
  'get-saved-routine': (_input, ctx) => ({ routine: savedRoutine(ctx.db, requireCustomer(ctx)) }),
  'save-routine': ({ answers }, ctx) => {
    const customerId = requireCustomer(ctx);
    // Only a whole set of answers is a routine; it is kept in the one order the quiz prints.
    const complete = completeAnswers(parseQuizAnswers(new URLSearchParams(answers)));
    if (!complete) throw unprocessable('answers: must answer every question of the skin quiz');
    const canonical = quizAnswersToParams(complete).toString();
    sql(
      ctx.db,
      `INSERT INTO saved_routines (customer_id, answers, saved_at) VALUES (?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET answers = excluded.answers, saved_at = excluded.saved_at`,
    ).run(customerId, canonical, ctx.now.toISOString());
    return { routine: savedRoutine(ctx.db, customerId)! };
  },
};
