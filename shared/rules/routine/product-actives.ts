import { ACTIVE_RULES, type ActiveGroup } from './routine-rules';

// The actives a product carries, read from its key ingredients ("Retinol 0.5%") with the table of
// routine-rules.ts: which group each belongs to and whether its strength makes it a strong one.

export interface ProductActive {
  group: ActiveGroup;
  strong: boolean;
}

/** The percentage written after an ingredient's name, e.g. 'Glycolic Acid 7%' → 7. */
export function percentOf(ingredient: string): number | null {
  const m = /(\d+(?:\.\d+)?)\s*%/.exec(ingredient);
  return m ? Number(m[1]) : null;
}

/** One entry per group, strong when any of its ingredients is. */
export function productActives(keyIngredients: readonly string[]): ProductActive[] {
  const found = new Map<ActiveGroup, boolean>();
  for (const ingredient of keyIngredients) {
    for (const rule of ACTIVE_RULES) {
      if (!rule.ingredient.test(ingredient)) continue;
      const percent = percentOf(ingredient);
      const strong = percent !== null && percent >= rule.strongFrom;
      found.set(rule.group, (found.get(rule.group) ?? false) || strong);
      break;
    }
  }
  return [...found].map(([group, strong]) => ({ group, strong }));
}

/** The SPF written in a product's title ("Daily Mineral SPF 45" → 45), or null. */
export function spfOf(title: string): number | null {
  const m = /\bSPF\s*(\d{1,3})\b/i.exec(title);
  return m ? Number(m[1]) : null;
}
