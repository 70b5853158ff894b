import { FACETS } from '../../../shared/catalog/taxonomy';
import type { PackSpec } from '../assets/packs';
import { LINES, NEUTRALS, type Neutral } from '../assets/palette';
import type { Recipe } from '../assets/recipes';
import type { Finish, Prop } from '../assets/textures';
import type { SeedProduct } from './types';

// Which picture each seeded image is: recipes composed from the catalog itself (product
// packs, their lines' palette, their textures). Wide editorial images carry no words, so
// no crop at any breakpoint can cut text.

/** The brand printed on the packs (the shop's default BRAND). */
export const BRAND = 'Lumen';

export const packOf = (p: SeedProduct, words = true): PackSpec => ({
  shape: p.image.shape,
  line: p.categories[0],
  ...(words && { brand: BRAND, name: p.title }),
});

const PROP_RULES: [RegExp, Prop[]][] = [
  [/vitamin c|brighten|glow|tone|enzyme|pumpkin/, ['citrus']],
  [/clay|charcoal|detox|bha|salicylic|pore/, ['pebbles']],
  [/oat|calm|sensitive|centella|redness/, ['oat', 'leaf']],
  [/spf|sunscreen|protection/, ['sun']],
  [/hyaluronic|hydrat|mist|water|essence|gel/, ['drops']],
  [/retin|bakuchiol|night|overnight|sleep/, ['linen']],
  [/green tea|antioxidant|botanical|leaf/, ['leaf']],
];

/** Ingredient props for a product's texture shot, from its name and subtitle. */
export function productProps(p: SeedProduct): Prop[] {
  const text = `${p.title} ${p.subtitle}`.toLowerCase();
  return PROP_RULES.find(([re]) => re.test(text))?.[1] ?? ['pebbles'];
}

const FINISH_WORDS: Record<Finish, string> = {
  fluid: 'drops of',
  gel: 'a glossy swirl of',
  cream: 'a swirl of',
  balm: 'a swipe of',
  clay: 'a smear of',
  powder: 'a mound of',
};

export const textureAlt = (p: SeedProduct) => `Texture: ${FINISH_WORDS[p.image.finish]} ${p.title} on pale stone`;

export function productRecipes(p: SeedProduct): [Recipe, Recipe] {
  return [
    { kind: 'packshot', pack: packOf(p) },
    {
      kind: 'texture',
      seed: p.handle,
      texture: p.image.texture,
      finish: p.image.finish,
      props: productProps(p),
      backdrop: 'stone',
      pack: packOf(p, false),
    },
  ];
}

/** Up to `count` products with distinct shapes first, so a grouping reads as a range. */
function pick(products: SeedProduct[], count: number): PackSpec[] {
  const seen = new Set<string>();
  const varied = [...products.filter((p) => !seen.has(p.image.shape) && seen.add(p.image.shape)), ...products];
  return [...new Set(varied)].slice(0, count).map((p) => packOf(p, false));
}

const NEUTRAL_NAMES = Object.keys(NEUTRALS) as Neutral[];
const neutralFor = (key: string) =>
  NEUTRAL_NAMES[[...key].reduce((a, c) => a + c.charCodeAt(0), 0) % NEUTRAL_NAMES.length]!;

/** A listing's hero: its own products grouped on a plinth, on its line's backdrop. */
export function listingRecipe(handle: string, products: SeedProduct[]): Recipe {
  const members = products.filter(
    (p) =>
      handle === '' ||
      (p.categories as string[]).includes(handle) ||
      (p.skinTypes as string[]).includes(handle) ||
      (p.concerns as string[]).includes(handle),
  );
  const backdrop = Object.hasOwn(LINES, handle) ? LINES[handle]!.backdrop : neutralFor(handle || 'shop');
  const ordered = handle === '' ? members.filter((p) => p.categories.includes('best-sellers')) : members;
  return { kind: 'group', backdrop, packs: pick(ordered.length ? ordered : products, 5) };
}

/** Every facet value, so listings without a CMS entry get a hero too. */
export const FACET_VALUES = Object.values(FACETS).flat() as string[];

export function homeHeroRecipe(products: SeedProduct[], featured: string[]): Recipe {
  const byHandle = new Map(products.map((p) => [p.handle, p]));
  return {
    kind: 'group',
    backdrop: 'sand',
    packs: pick(
      featured.flatMap((h) => byHandle.get(h) ?? []),
      5,
    ),
  };
}

/** The journal's own hero: ingredients and textures, wide and wordless. */
export const JOURNAL_HERO: Recipe = {
  kind: 'texture',
  seed: 'journal',
  texture: '#f3ede3',
  finish: 'cream',
  props: ['leaf', 'citrus', 'drops', 'sun'],
  backdrop: 'bone',
};

export const NOT_FOUND: Recipe = { kind: 'lost', line: 'serums' };

/** Menu promos by image id (navigation.ts); the alt there says what these show. */
export function menuPromoRecipe(id: string, products: SeedProduct[]): Recipe {
  if (id === 'nav-skin-type')
    return { kind: 'texture', seed: id, texture: '#e6edef', finish: 'fluid', props: ['drops'], backdrop: 'mist' };
  if (id === 'nav-concern')
    return { kind: 'texture', seed: id, texture: '#f3ede3', finish: 'cream', props: ['pebbles'], backdrop: 'clay' };
  return {
    kind: 'group',
    backdrop: 'bone',
    packs: pick(
      products.filter((p) => p.categories.includes('best-sellers')),
      4,
    ),
  };
}
