import { CATEGORIES, SKIN_CONCERNS, SKIN_TYPES } from '../../../../shared/catalog/taxonomy';
import { LIMITED_EDITION_TAG } from '../../../../shared/rules/product-badges';
import { sanitizeHtml } from '../../../../shared/rules/sanitize-html';
import type { ProductDoc } from '../../products/product-store';
import type { VariantInput } from '../../products/product-writer';
import {
  handleFromTitle,
  parseCompareAt,
  parseDate,
  parseDiscount,
  parseHandle,
  parseIntervals,
  parsePrice,
  parseStock,
  parseWeight,
} from './product-rules';

// The product form as typed (strings, so a refused form comes back exactly as it was sent), how
// it is read from a request body, and how it is checked into what the writer stores. Checks
// that need the database (a handle or SKU taken, a variant in a cart) are the store's.

export interface VariantForm {
  id: string;
  title: string;
  sku: string;
  price: string;
  compareAt: string;
  stock: string;
  /** the stock the form was drawn with: left as typed, the store keeps today's stock (sales go on meanwhile) */
  stockDrawn?: string;
  weight: string;
  position: string;
  remove: boolean;
}

export interface ProductForm {
  version: string;
  title: string;
  handle: string;
  subtitle: string;
  description: string;
  keyBenefits: string;
  ingredients: string;
  howToUse: string;
  categories: string[];
  skinTypes: string[];
  concerns: string[];
  tags: string;
  limitedEdition: boolean;
  newUntil: string;
  seoTitle: string;
  seoDescription: string;
  subscribe: boolean;
  discount: string;
  intervals: string;
  /** on a handle change: answer the old address with a redirect to the new one */
  redirect: boolean;
  variants: VariantForm[];
}

/** Field errors by field name (`title`, `variant-2-price`, `form` for the whole form). */
export type FormErrors = Record<string, string>;

export const emptyVariant = (): VariantForm => ({
  id: '',
  title: '',
  sku: '',
  price: '',
  compareAt: '',
  stock: '0',
  weight: '',
  position: '',
  remove: false,
});

export const emptyForm = (): ProductForm => ({
  version: '',
  title: '',
  handle: '',
  subtitle: '',
  description: '',
  keyBenefits: '',
  ingredients: '',
  howToUse: '',
  categories: [],
  skinTypes: [],
  concerns: [],
  tags: '',
  limitedEdition: false,
  newUntil: '',
  seoTitle: '',
  seoDescription: '',
  subscribe: false,
  discount: '10',
  intervals: '30, 60, 90',
  redirect: true,
  // a new product offers three size rows; an edit adds one empty row after its sizes
  variants: [1, 2, 3].map((n) => ({ ...emptyVariant(), position: String(n) })),
});

type Body = Record<string, unknown>;
const str = (body: Body, name: string, max = 20_000) => {
  const v = body[name];
  return typeof v === 'string' ? v.slice(0, max) : '';
};
const list = (body: Body, name: string): string[] => {
  const v = body[name];
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};

/** The form from a urlencoded body (repeated names are lists; the variant rows are parallel lists). */
export function readProductForm(body: unknown): ProductForm {
  const b = (body && typeof body === 'object' ? body : {}) as Body;
  const ids = list(b, 'variant_id');
  const removed = new Set(list(b, 'variant_remove'));
  const column = (name: string) => list(b, name);
  const drawn = column('variant_stock_drawn');
  const [titles, skus, prices, compares, stocks, weights, positions] = [
    'variant_title',
    'variant_sku',
    'variant_price',
    'variant_compare_at',
    'variant_stock',
    'variant_weight',
    'variant_position',
  ].map(column) as [string[], string[], string[], string[], string[], string[], string[]];
  const variants = ids.slice(0, 20).map((id, i) => ({
    id,
    title: (titles[i] ?? '').slice(0, 200),
    sku: (skus[i] ?? '').slice(0, 100),
    price: (prices[i] ?? '').slice(0, 20),
    compareAt: (compares[i] ?? '').slice(0, 20),
    stock: (stocks[i] ?? '').slice(0, 20),
    stockDrawn: (drawn[i] ?? '').slice(0, 20),
    weight: (weights[i] ?? '').slice(0, 20),
    position: (positions[i] ?? '').slice(0, 5),
    remove: id !== '' && removed.has(id),
  }));
  return {
    version: str(b, 'version', 20),
    title: str(b, 'title', 500),
    handle: str(b, 'handle', 500),
    subtitle: str(b, 'subtitle', 500),
    description: str(b, 'description'),
    keyBenefits: str(b, 'key_benefits', 5_000),
    ingredients: str(b, 'ingredients', 5_000),
    howToUse: str(b, 'how_to_use', 5_000),
    categories: list(b, 'categories'),
    skinTypes: list(b, 'skin_types'),
    concerns: list(b, 'concerns'),
    tags: str(b, 'tags', 1_000),
    limitedEdition: str(b, 'limited_edition') === '1',
    newUntil: str(b, 'new_until', 20),
    seoTitle: str(b, 'seo_title', 500),
    seoDescription: str(b, 'seo_description', 1_000),
    subscribe: str(b, 'subscribe') === '1',
    discount: str(b, 'discount', 10),
    intervals: str(b, 'intervals', 100),
    redirect: str(b, 'redirect') === '1',
    variants,
  };
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Only the catalogue's own vocabulary: anything else sent is dropped, not stored. */
const known = <T extends string>(values: string[], vocabulary: readonly T[]): T[] =>
  vocabulary.filter((v) => values.includes(v));

export interface CheckedProduct {
  title: string;
  handle: string;
  doc: Omit<ProductDoc, 'rating' | 'reviewCount' | 'images'>;
  extraTags: string[];
  /** rows kept, in their new order (removed ones left out) */
  variants: VariantInput[];
  removedVariantIds: number[];
  /** existing sizes whose stock field still shows the stock it was drawn with: not written */
  stockUntouched: number[];
  subscription: { discount: number; intervals: number[] } | null;
}

const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 320;

/** Checks every field at once: the product to write, or every message by its field. */
export function checkProductForm(
  form: ProductForm,
): { ok: true; product: CheckedProduct } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const title = form.title.trim();
  if (title === '') errors.title = 'Give the product a title.';
  else if (title.length > 200) errors.title = 'Keep the title to 200 characters.';
  const handle = parseHandle(form.handle.trim() === '' ? handleFromTitle(title) : form.handle);
  if (!handle.ok && (title !== '' || form.handle.trim() !== '')) errors.handle = handle.message;
  if (form.subtitle.trim().length > 200) errors.subtitle = 'Keep the subtitle to one line (200 characters).';
  const categories = known(form.categories, CATEGORIES);
  if (categories.length === 0)
    errors.categories = 'Choose at least one category (the first is where the product lives).';
  const newUntil = parseDate(form.newUntil);
  if (!newUntil.ok) errors.newUntil = newUntil.message;
  if (form.seoTitle.trim().length > SEO_TITLE_MAX)
    errors.seoTitle = `Keep the SEO title to ${SEO_TITLE_MAX} characters (search engines cut the rest).`;
  if (form.seoDescription.trim().length > SEO_DESCRIPTION_MAX)
    errors.seoDescription = `Keep the SEO description to ${SEO_DESCRIPTION_MAX} characters.`;

  let subscription: CheckedProduct['subscription'] = null;
  if (form.subscribe) {
    const discount = parseDiscount(form.discount);
    const intervals = parseIntervals(form.intervals);
    if (!discount.ok) errors.discount = discount.message;
    if (!intervals.ok) errors.intervals = intervals.message;
    if (discount.ok && intervals.ok) subscription = { discount: discount.value, intervals: intervals.value };
  }

  const variants: (VariantInput & { order: number })[] = [];
  const removedVariantIds: number[] = [];
  const stockUntouched: number[] = [];
  const skus = new Set<string>();
  form.variants.forEach((v, i) => {
    const id = /^\d{1,12}$/.test(v.id) ? Number(v.id) : null;
    const blank = [v.title, v.sku, v.price, v.compareAt, v.weight].every((x) => x.trim() === '');
    if (id === null && blank) return; // the empty "add a size" row
    if (v.remove && id !== null) return void removedVariantIds.push(id);
    const at = (field: string) => `variant-${i}-${field}`;
    const vTitle = v.title.trim();
    if (vTitle === '') errors[at('title')] = 'Name the size (e.g. 1 fl oz).';
    const sku = v.sku.trim();
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(sku))
      errors[at('sku')] = 'Use letters, digits, dots, hyphens or underscores for the SKU (up to 64).';
    else if (skus.has(sku.toUpperCase())) errors[at('sku')] = 'Another size of this product has this SKU.';
    skus.add(sku.toUpperCase());
    const price = parsePrice(v.price);
    if (!price.ok) errors[at('price')] = price.message;
    const compareAt = parseCompareAt(v.compareAt, price.ok ? price.value : null);
    if (!compareAt.ok) errors[at('compareAt')] = compareAt.message;
    const stock = parseStock(v.stock);
    if (!stock.ok) errors[at('stock')] = stock.message;
    else if (id !== null && v.stockDrawn !== undefined && v.stockDrawn.trim() === v.stock.trim())
      stockUntouched.push(id);
    const weight = parseWeight(v.weight);
    if (!weight.ok) errors[at('weight')] = weight.message;
    const order = /^\d{1,4}$/.test(v.position.trim()) ? Number(v.position.trim()) : i + 1;
    if (price.ok && compareAt.ok && stock.ok && weight.ok)
      variants.push({
        id,
        sku,
        title: vTitle,
        priceCents: price.value,
        compareAtCents: compareAt.value,
        inventory: stock.value,
        weightGrams: weight.value,
        order: order * 100 + i,
      });
  });
  if (variants.length === 0 && !Object.keys(errors).some((k) => k.startsWith('variant-')))
    errors.variants = 'A product needs at least one size: fill in the empty row.';

  if (Object.keys(errors).length > 0 || !handle.ok) return { ok: false, errors };
  return {
    ok: true,
    product: {
      title,
      handle: handle.value,
      doc: {
        subtitle: form.subtitle.trim(),
        descriptionHtml: sanitizeHtml(form.description.trim()),
        keyBenefits: lines(form.keyBenefits),
        keyIngredients: lines(form.ingredients),
        howToUse: form.howToUse.trim(),
        categories,
        skinTypes: known(form.skinTypes, SKIN_TYPES),
        concerns: known(form.concerns, SKIN_CONCERNS),
        newUntil: newUntil.ok ? newUntil.value : null,
        seoTitle: form.seoTitle.trim(),
        seoDescription: form.seoDescription.trim(),
      },
      extraTags: [
        ...form.tags
          .split(',')
          .map((t) => t.trim().toLowerCase())
          .filter((t) => t !== '' && t !== LIMITED_EDITION_TAG && !t.includes(':')),
        ...(form.limitedEdition ? [LIMITED_EDITION_TAG] : []),
      ],
      variants: variants.sort((a, b) => a.order - b.order).map(({ order: _order, ...v }) => v),
      removedVariantIds,
      stockUntouched,
      subscription,
    },
  };
}
