import { z } from 'zod';
import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../catalog/taxonomy';
import { defineCall, FRESH_READ, PUBLIC_READ } from './define';
import { Image } from './models';

// The skin quiz's calls, service 'ecom': the catalogue the routine rules read (public, shared
// between visitors, forgotten when a product changes) and the routine a customer saved.

/** A product as the routine rules read it (shared/rules/routine/build-routine.ts) and the result page shows it. */
export const RoutineCatalogueProduct = z.object({
  handle: z.string(),
  title: z.string(),
  subtitle: z.string(),
  tags: z.array(z.string()),
  skinTypes: z.array(z.enum(SKIN_TYPES)),
  concerns: z.array(z.enum(SKIN_CONCERNS)),
  categories: z.array(z.enum(CATEGORIES)),
  keyIngredients: z.array(z.string()),
  rating: z.number(),
  image: Image,
  variants: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: z.number(),
      availableForSale: z.boolean(),
    }),
  ),
  /** in the product's order: a routine bought on subscription uses the first */
  sellingPlans: z.array(z.object({ id: z.string(), name: z.string(), discountPercent: z.number() })),
});
export type RoutineCatalogueProduct = z.infer<typeof RoutineCatalogueProduct>;

/** A saved routine is its answers' query string (shared/rules/routine/quiz-answers.ts), nothing more. */
export const MAX_ROUTINE_ANSWERS_LENGTH = 500;

export const SavedRoutine = z.object({ answers: z.string(), savedAt: z.string() });
export type SavedRoutine = z.infer<typeof SavedRoutine>;

export const routineCalls = {
  /** every published product with what the routine rules read; sizes in stock say so */
  'get-routine-products': defineCall(
    'ecom',
    'get-routine-products',
    z.strictObject({}),
    z.object({ products: z.array(RoutineCatalogueProduct) }),
    'none',
    PUBLIC_READ,
  ),
  /** the signed-in customer's saved routine, null when none */
  'get-saved-routine': defineCall(
    'ecom',
    'get-saved-routine',
    z.strictObject({}),
    z.object({ routine: SavedRoutine.nullable() }),
    'header',
    FRESH_READ,
  ),
  /** keeps the answers as the customer's routine (one per customer: a new one replaces it) */
  'save-routine': defineCall(
    'ecom',
    'save-routine',
    z.strictObject({ answers: z.string().trim().min(1, 'must not be empty').max(MAX_ROUTINE_ANSWERS_LENGTH) }),
    z.object({ routine: SavedRoutine }),
    'header',
    {},
  ),
} as const;
