import { CATEGORIES, FACETS, facetLabel, type Facet } from '../../../../../shared/catalog/taxonomy';
import { LIMITED_EDITION_TAG } from '../../../../../shared/rules/product-badges';
import type { FormErrors } from '../product-form';
import { PRODUCT_STATUSES, type ProductStatus } from '../product-rules';
import { OWN_COLUMNS, type Column, type CsvRow } from './columns';

// Rows of the Shopify CSV back into products, as the console's product form would have them
// typed (strings): the form's own checks (product-form.ts) then judge them, and their messages
// are put back on the line and column they came from.

export interface LineError {
  line: number;
  column: Column | '';
  message: string;
}

export interface ImportedVariant {
  line: number;
  title: string;
  sku: string;
  price: string;
  compareAt: string;
  /** null: the column is empty (an existing size keeps its stock, a new one starts at 0) */
  stock: string | null;
  weight: string;
}

export interface ImportedImage {
  line: number;
  src: string;
  alt: string;
}

export interface ImportedProduct {
  handle: string;
  /** the product's first line */
  line: number;
  title: string;
  description: string;
  subtitle: string;
  keyBenefits: string;
  ingredients: string;
  howToUse: string;
  categories: string[];
  skinTypes: string[];
  concerns: string[];
  /** free tags, comma-separated, as the form takes them */
  tags: string;
  limitedEdition: boolean;
  newUntil: string;
  seoTitle: string;
  seoDescription: string;
  subscribe: boolean;
  discount: string;
  intervals: string;
  status: ProductStatus;
  variants: ImportedVariant[];
  /** in Image Position order */
  images: ImportedImage[];
}

const cell = (row: CsvRow, column: Column) => (row[column] ?? '').trim();
const FACET_OF: Record<string, Facet> = { category: 'category', 'skin-type': 'skin-type', concern: 'concern' };

/** A Type naming a category by its handle or its label ("serums", "Serums"), or null. */
export function categoryOfType(type: string): string | null {
  const t = type.trim().toLowerCase();
  return CATEGORIES.find((c) => c === t || facetLabel(c).toLowerCase() === t) ?? null;
}

function readTags(text: string, line: number, errors: LineError[]) {
  const facets: Record<Facet, string[]> = { category: [], 'skin-type': [], concern: [] };
  const free: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().toLowerCase();
    if (tag === '') continue;
    const at = tag.indexOf(':');
    if (at < 0) {
      free.push(tag);
      continue;
    }
    const facet = FACET_OF[tag.slice(0, at)];
    const value = tag.slice(at + 1);
    if (!facet)
      errors.push({
        line,
        column: 'Tags',
        message: `"${raw.trim()}": a tag with ":" must be category:, skin-type: or concern: followed by a value.`,
      });
    else if (!(FACETS[facet] as readonly string[]).includes(value))
      errors.push({
        line,
        column: 'Tags',
        message: `"${raw.trim()}": unknown ${facet}; use one of ${FACETS[facet].join(', ')}.`,
      });
    else if (!facets[facet].includes(value)) facets[facet].push(value);
  }
  return { facets, free };
}

function statusOf(row: CsvRow, line: number, errors: LineError[]): ProductStatus {
  const status = cell(row, 'Status').toLowerCase();
  if (status !== '') {
    if ((PRODUCT_STATUSES as readonly string[]).includes(status)) return status as ProductStatus;
    errors.push({ line, column: 'Status', message: 'Use active, draft or archived.' });
    return 'draft';
  }
  const published = cell(row, 'Published').toLowerCase();
  if (published === 'true') return 'active';
  if (published !== '' && published !== 'false')
    errors.push({ line, column: 'Published', message: 'Use TRUE or FALSE.' });
  return 'draft';
}

function productOf(handle: string, row: CsvRow, line: number, errors: LineError[]): ImportedProduct {
  const { facets, free } = readTags(cell(row, 'Tags'), line, errors);
  const type = categoryOfType(cell(row, 'Type'));
  const discount = cell(row, OWN_COLUMNS.discount);
  const intervals = cell(row, OWN_COLUMNS.intervals);
  return {
    handle,
    line,
    title: cell(row, 'Title'),
    description: cell(row, 'Body (HTML)'),
    subtitle: cell(row, OWN_COLUMNS.subtitle),
    keyBenefits: row[OWN_COLUMNS.keyBenefits] ?? '',
    ingredients: row[OWN_COLUMNS.ingredients] ?? '',
    howToUse: cell(row, OWN_COLUMNS.howToUse),
    // the Type is where the product lives: first
    categories: type ? [type, ...facets.category.filter((c) => c !== type)] : facets.category,
    skinTypes: facets['skin-type'],
    concerns: facets.concern,
    tags: free.filter((t) => t !== LIMITED_EDITION_TAG).join(', '),
    limitedEdition: free.includes(LIMITED_EDITION_TAG),
    newUntil: cell(row, OWN_COLUMNS.newUntil),
    seoTitle: cell(row, 'SEO Title'),
    seoDescription: cell(row, 'SEO Description'),
    subscribe: discount !== '' || intervals !== '',
    discount,
    intervals,
    status: statusOf(row, line, errors),
    variants: [],
    images: [],
  };
}

/** The size's name: its option values; Shopify's "Default Title" (a product without options) is "One size". */
function sizeOf(row: CsvRow): string {
  const values = ['Option1 Value', 'Option2 Value', 'Option3 Value'].map((c) => cell(row, c as Column)).filter(Boolean);
  return values.length === 1 && values[0] === 'Default Title' ? 'One size' : values.join(' / ');
}

const isVariantRow = (row: CsvRow) =>
  ['Option1 Value', 'Variant SKU', 'Variant Price'].some((c) => cell(row, c as Column) !== '');

/** Groups the rows by Handle (a product's rows need not be together) in the order first seen. */
export function rowsToProducts(rows: readonly { line: number; row: CsvRow }[]): {
  products: ImportedProduct[];
  errors: LineError[];
} {
  const errors: LineError[] = [];
  const byHandle = new Map<string, ImportedProduct>();
  const positions = new Map<ImportedImage, number>();
  for (const { line, row } of rows) {
    const handle = cell(row, 'Handle');
    if (handle === '') {
      errors.push({ line, column: 'Handle', message: "Give every line its product's handle." });
      continue;
    }
    let product = byHandle.get(handle);
    if (!product) byHandle.set(handle, (product = productOf(handle, row, line, errors)));
    if (isVariantRow(row)) {
      const stock = cell(row, 'Variant Inventory Qty');
      product.variants.push({
        line,
        title: sizeOf(row),
        sku: cell(row, 'Variant SKU'),
        price: cell(row, 'Variant Price'),
        compareAt: cell(row, 'Variant Compare At Price'),
        stock: stock === '' ? null : stock,
        weight: cell(row, 'Variant Grams'),
      });
    }
    const src = cell(row, 'Image Src');
    if (src !== '') {
      const image = { line, src, alt: cell(row, 'Image Alt Text') };
      const position = cell(row, 'Image Position');
      if (position !== '' && !/^\d{1,3}$/.test(position))
        errors.push({ line, column: 'Image Position', message: 'Give the position as a whole number (1 is first).' });
      positions.set(image, position === '' ? Number.MAX_SAFE_INTEGER : Number(position));
      product.images.push(image);
    }
  }
  const products = [...byHandle.values()];
  for (const p of products) p.images.sort((a, b) => positions.get(a)! - positions.get(b)! || a.line - b.line);
  return { products, errors };
}

/** Where each of the product form's fields comes from in the file. */
const FIELD_COLUMNS: Record<string, Column> = {
  title: 'Title',
  handle: 'Handle',
  subtitle: OWN_COLUMNS.subtitle,
  categories: 'Tags',
  newUntil: OWN_COLUMNS.newUntil,
  seoTitle: 'SEO Title',
  seoDescription: 'SEO Description',
  discount: OWN_COLUMNS.discount,
  intervals: OWN_COLUMNS.intervals,
  variants: 'Variant SKU',
  redirect: 'Handle',
};
const VARIANT_COLUMNS: Record<string, Column> = {
  title: 'Option1 Value',
  sku: 'Variant SKU',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  stock: 'Variant Inventory Qty',
  weight: 'Variant Grams',
  remove: 'Variant SKU',
};

/** The product form's messages (keys `title`, `variant-2-price`…) on their lines and columns. */
export function locateErrors(p: ImportedProduct, errors: FormErrors): LineError[] {
  return Object.entries(errors).map(([key, message]) => {
    const v = /^variant-(\d+)-(\w+)$/.exec(key);
    if (v) {
      const variant = p.variants[Number(v[1])];
      return { line: variant?.line ?? p.line, column: VARIANT_COLUMNS[v[2]!] ?? 'Variant SKU', message };
    }
    return { line: p.line, column: FIELD_COLUMNS[key] ?? '', message };
  });
}
