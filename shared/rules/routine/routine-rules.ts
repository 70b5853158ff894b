import type { Category, SkinConcern } from '../../catalog/taxonomy';
import type { RoutineLength } from './quiz-answers';

// The routine rules as data: which steps a routine has, which products can fill each step, the
// actives that matter and how they combine, and the words of each step's reason. build-routine.ts
// applies them; a merchant's change of mind is an edit here, with the table tests beside it.

export type RoutineTimeOfDay = 'morning' | 'evening';
export type RoutineStep = 'cleanse' | 'prep' | 'treat' | 'eye' | 'hydrate' | 'moisturise' | 'protect';

/** The steps of each routine, in the order they are applied. */
export const ROUTINE_STEPS: Record<RoutineTimeOfDay, Record<RoutineLength, readonly RoutineStep[]>> = {
  morning: { essentials: ['cleanse', 'treat', 'protect'], full: ['cleanse', 'prep', 'treat', 'hydrate', 'protect'] },
  evening: { essentials: ['cleanse', 'treat', 'moisturise'], full: ['cleanse', 'prep', 'treat', 'eye', 'moisturise'] },
};

/** The order steps are chosen in: the ones with the fewest suitable products and the most say first. */
export const CHOICE_ORDER: readonly RoutineStep[] = [
  'protect',
  'treat',
  'eye',
  'cleanse',
  'prep',
  'hydrate',
  'moisturise',
];

export const STEP_LABELS: Record<RoutineStep, string> = {
  cleanse: 'Cleanse',
  prep: 'Tone',
  treat: 'Treat',
  eye: 'Eye care',
  hydrate: 'Hydrate',
  moisturise: 'Moisturize',
  protect: 'Protect',
};

export interface StepRule {
  /** The product has at least one of these categories… */
  anyCategory: readonly Category[];
  /** …none of these… */
  noCategory?: readonly Category[];
  /** …and its title matches this (the product's form: toner, cream, eye…), when given. */
  title?: RegExp;
  /** …and not this. */
  notTitle?: RegExp;
}

const FORMS_NOT_FOR_THE_FACE_DAILY = /\b(mask|scrub|powder|pads?|peel|body|hand|lip|kit|set|duo)\b/i;

export const STEP_RULES: Record<RoutineStep, StepRule> = {
  cleanse: { anyCategory: ['cleanse'], notTitle: /\b(body|hand)\b/i },
  prep: { anyCategory: ['exfoliants', 'ha-family'], title: /\b(toner|essence|mist)\b/i },
  treat: {
    anyCategory: ['serums', 'retinols', 'antioxidants'],
    noCategory: ['moisturizers', 'eye-neck-lip', 'broad-spectrum-spf', 'masks'],
    notTitle: FORMS_NOT_FOR_THE_FACE_DAILY,
  },
  eye: { anyCategory: ['eye-neck-lip'], title: /\beye\b/i },
  hydrate: {
    anyCategory: ['moisturizers'],
    noCategory: ['broad-spectrum-spf', 'retinols'],
    notTitle: FORMS_NOT_FOR_THE_FACE_DAILY,
  },
  moisturise: {
    anyCategory: ['moisturizers'],
    noCategory: ['broad-spectrum-spf'],
    notTitle: FORMS_NOT_FOR_THE_FACE_DAILY,
  },
  protect: { anyCategory: ['broad-spectrum-spf'], notTitle: /\b(lip|kit|set|duo)\b/i },
};

/** Never in a routine: sets, kits and the travel minis given as gifts. */
export const NEVER_IN_A_ROUTINE = {
  categories: ['starter-kits', 'limited-edition-sets'] as readonly Category[],
  tags: ['travel', 'gift-set'] as readonly string[],
};

/** The product tag that says it has no added fragrance (the console edits tags). */
export const FRAGRANCE_FREE_TAG = 'fragrance-free';

/** Only a shopper who rarely reacts gets the strong actives. */
export const STRONG_ACTIVES_FOR: readonly string[] = ['rarely'];

export type ActiveGroup = 'retinoid' | 'exfoliating-acid' | 'benzoyl-peroxide' | 'vitamin-c' | 'azelaic-acid';

export interface ActiveRule {
  group: ActiveGroup;
  /** Matched against each key ingredient, e.g. 'Retinol 0.5%'. */
  ingredient: RegExp;
  /** From this percentage on it is a strong active; without a percentage it is not. */
  strongFrom: number;
}

export const ACTIVE_RULES: readonly ActiveRule[] = [
  { group: 'retinoid', ingredient: /\bretinal\b/i, strongFrom: 0.05 },
  { group: 'retinoid', ingredient: /\bretinol\b/i, strongFrom: 0.5 },
  { group: 'exfoliating-acid', ingredient: /\bglycolic acid\b/i, strongFrom: 5 },
  { group: 'exfoliating-acid', ingredient: /\b(lactic|mandelic) acid\b/i, strongFrom: 10 },
  { group: 'exfoliating-acid', ingredient: /\bsalicylic acid\b/i, strongFrom: 2 },
  { group: 'benzoyl-peroxide', ingredient: /\bbenzoyl peroxide\b/i, strongFrom: 5 },
  { group: 'vitamin-c', ingredient: /\bl-ascorbic acid\b/i, strongFrom: 15 },
  { group: 'azelaic-acid', ingredient: /\bazelaic acid\b/i, strongFrom: 15 },
];

/** Actives used at night only (they make skin sensitive to the sun, or the sun breaks them down). */
export const EVENING_ONLY: readonly ActiveGroup[] = ['retinoid'];
/** Actives that go best in the morning, under sunscreen: a small preference, not a rule. */
export const MORNING_PREFERRED: readonly ActiveGroup[] = ['vitamin-c'];
/** Actives that do their work overnight: a small preference in the evening. */
export const EVENING_PREFERRED: readonly ActiveGroup[] = ['retinoid'];

/** Pairs never in the same routine (one of a group is already a rule: no two retinoids, no two acids). */
export const CONFLICTS: readonly (readonly [ActiveGroup, ActiveGroup])[] = [
  ['retinoid', 'exfoliating-acid'],
  ['retinoid', 'benzoyl-peroxide'],
  ['vitamin-c', 'benzoyl-peroxide'],
];

/** The shopper's sun exposure asks for at least this SPF (read from the product title), a preference. */
export const SPF_FOR_SUN = { low: 30, moderate: 30, high: 50 } as const;

export const SCORE = {
  skinType: 4,
  firstConcern: 3,
  secondConcern: 2,
  gentleForSensitive: 2,
  spfMatch: 3,
  morningPreferred: 1,
  eveningPreferred: 1,
  bestSeller: 0.5,
  /** × rating (0–5): the tie-breaker */
  rating: 0.1,
} as const;

/** The reason's middle: "For oily skin with breakouts: …". */
export const CONCERN_PHRASES: Record<SkinConcern, string> = {
  acne: 'with breakouts',
  discolorations: 'with dark spots',
  preventative: 'you want to keep healthy',
  'sensitive-skin': 'that reacts easily',
  'visible-aging': 'with fine lines',
};

/** A step whose reason names what the step is for first, e.g. the sunscreen's filters. */
export const STEP_BENEFITS: Partial<Record<RoutineStep, readonly string[]>> = {
  protect: ['zinc oxide', 'UV filters'],
};

export interface IngredientBenefit {
  ingredient: RegExp;
  /** How the reason names it, lower case. */
  name: string;
  benefit: string;
  /** The concerns it answers: preferred in the reason when the shopper has one of them. */
  concerns: readonly SkinConcern[];
}

export const INGREDIENT_BENEFITS: readonly IngredientBenefit[] = [
  { ingredient: /salicylic acid/i, name: 'salicylic acid', benefit: 'clears pores', concerns: ['acne'] },
  { ingredient: /benzoyl peroxide/i, name: 'benzoyl peroxide', benefit: 'fights blemishes', concerns: ['acne'] },
  {
    ingredient: /azelaic acid/i,
    name: 'azelaic acid',
    benefit: 'calms redness and blemishes',
    concerns: ['acne', 'sensitive-skin', 'discolorations'],
  },
  {
    ingredient: /niacinamide/i,
    name: 'niacinamide',
    benefit: 'balances oil and evens tone',
    concerns: ['acne', 'discolorations'],
  },
  {
    ingredient: /tranexamic acid/i,
    name: 'tranexamic acid',
    benefit: 'fades dark spots',
    concerns: ['discolorations'],
  },
  {
    ingredient: /retin(ol|al)/i,
    name: 'a retinoid',
    benefit: 'smooths fine lines overnight',
    concerns: ['visible-aging', 'acne'],
  },
  {
    ingredient: /bakuchiol/i,
    name: 'bakuchiol',
    benefit: 'smooths like retinol, gently',
    concerns: ['visible-aging', 'sensitive-skin'],
  },
  {
    ingredient: /peptide|tripeptide|tetrapeptide|pentapeptide|hexapeptide/i,
    name: 'peptides',
    benefit: 'help skin look firmer',
    concerns: ['visible-aging'],
  },
  {
    ingredient: /ascorb/i,
    name: 'vitamin C',
    benefit: 'brightens and defends against pollution',
    concerns: ['discolorations', 'preventative'],
  },
  {
    ingredient: /glycolic acid|lactic acid|mandelic acid/i,
    name: 'gentle acids',
    benefit: 'exfoliate for a brighter surface',
    concerns: ['discolorations', 'visible-aging'],
  },
  {
    ingredient: /zinc oxide/i,
    name: 'zinc oxide',
    benefit: 'shields from UVA and UVB rays',
    concerns: ['preventative', 'sensitive-skin'],
  },
  {
    ingredient: /ceramide/i,
    name: 'ceramides',
    benefit: 'repair the skin barrier',
    concerns: ['sensitive-skin', 'preventative'],
  },
  {
    ingredient: /centella|madecassoside/i,
    name: 'centella',
    benefit: 'soothes irritation',
    concerns: ['sensitive-skin'],
  },
  { ingredient: /oat/i, name: 'oat', benefit: 'calms and comforts', concerns: ['sensitive-skin'] },
  {
    ingredient: /hyaluron/i,
    name: 'hyaluronic acid',
    benefit: 'holds water in the skin',
    concerns: ['preventative', 'visible-aging'],
  },
  {
    ingredient: /resveratrol|ferulic|ergothioneine|green tea|white tea/i,
    name: 'antioxidants',
    benefit: 'defend against daily stress',
    concerns: ['preventative'],
  },
  { ingredient: /caffeine/i, name: 'caffeine', benefit: 'depuffs', concerns: ['visible-aging'] },
  {
    ingredient: /homosalate|octinoxate|avobenzone|octocrylene/i,
    name: 'UV filters',
    benefit: 'shield from UVA and UVB rays',
    concerns: ['preventative'],
  },
  {
    ingredient: /seed oil|cleansing oil/i,
    name: 'plant oils',
    benefit: 'melt away makeup and sunscreen',
    concerns: [],
  },
  { ingredient: /squalane/i, name: 'squalane', benefit: 'softens without clogging', concerns: ['preventative'] },
  { ingredient: /panthenol/i, name: 'panthenol', benefit: 'soothes and hydrates', concerns: ['sensitive-skin'] },
  { ingredient: /glycerin/i, name: 'glycerin', benefit: 'draws in moisture', concerns: [] },
];
