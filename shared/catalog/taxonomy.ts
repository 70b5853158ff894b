// The catalog's facets, named once. The legacy category trees of SPEC section 2,
// the shop filters and the product tags all derive from these lists.
export const SKIN_TYPES = ['combination', 'dry', 'normal', 'oily', 'sensitive'] as const;
export const SKIN_CONCERNS = ['acne', 'discolorations', 'preventative', 'sensitive-skin', 'visible-aging'] as const;
export const CATEGORIES = [
  'antioxidants',
  'best-sellers',
  'body-treatments',
  'broad-spectrum-spf',
  'cleanse',
  'exfoliants',
  'eye-neck-lip',
  'ha-family',
  'in-the-media',
  'limited-edition-sets',
  'masks',
  'moisturizers',
  'retinols',
  'serums',
  'starter-kits',
] as const;

export type SkinType = (typeof SKIN_TYPES)[number];
export type SkinConcern = (typeof SKIN_CONCERNS)[number];
export type Category = (typeof CATEGORIES)[number];

export const FACETS = {
  'skin-type': SKIN_TYPES,
  concern: SKIN_CONCERNS,
  category: CATEGORIES,
} as const;
export type Facet = keyof typeof FACETS;

/** Product tags are `facet:value`, e.g. `skin-type:dry`, `concern:acne`, `category:serums`. */
export function facetTag(facet: Facet, value: string): string {
  return `${facet}:${value}`;
}

export function facetLabel(value: string): string {
  const special: Record<string, string> = {
    'ha-family': 'HA Family',
    'eye-neck-lip': 'Eye, Neck & Lip',
    'broad-spectrum-spf': 'Broad Spectrum SPF',
  };
  return (
    special[value] ??
    value
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
  );
}
