import { facetTag } from '../../../../../shared/catalog/taxonomy';
import type { ProductRecord } from '../catalogue-queries';
import { OWN_COLUMNS, SIZE_OPTION, type CsvRow } from './columns';

// A product as rows of the Shopify CSV: one row a size, the product's own fields on the first,
// then a row for each picture beyond the sizes (Image Src, Position and Alt Text only).
// Categories, skin types and concerns travel as tags (`category:serums`), the first category
// also as the Type; what Shopify has no column for goes in metafield columns.

/** What the export reads of a product (a ProductRecord has it all). */
export type CsvProduct = Pick<ProductRecord, 'handle' | 'title' | 'status' | 'extraTags' | 'subscription'> & {
  doc: Pick<
    ProductRecord['doc'],
    | 'subtitle'
    | 'descriptionHtml'
    | 'keyBenefits'
    | 'keyIngredients'
    | 'howToUse'
    | 'categories'
    | 'skinTypes'
    | 'concerns'
    | 'newUntil'
    | 'seoTitle'
    | 'seoDescription'
  > & { images: { id: string; alt: string }[] };
  variants: Pick<
    ProductRecord['variants'][number],
    'sku' | 'title' | 'priceCents' | 'compareAtCents' | 'inventory' | 'weightGrams'
  >[];
};

export const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The address the shop serves an asset at: what an import recognises as one of its own. */
export const assetUrl = (siteUrl: string, id: string) => `${siteUrl.replace(/\/+$/, '')}/assets/${id}`;

export function tagsText(p: Pick<CsvProduct, 'doc' | 'extraTags'>): string {
  return [
    ...p.doc.categories.map((c) => facetTag('category', c)),
    ...p.doc.skinTypes.map((s) => facetTag('skin-type', s)),
    ...p.doc.concerns.map((c) => facetTag('concern', c)),
    ...p.extraTags,
  ].join(', ');
}

export function productToRows(p: CsvProduct, siteUrl: string, vendor: string): CsvRow[] {
  const first: CsvRow = {
    Title: p.title,
    'Body (HTML)': p.doc.descriptionHtml,
    Vendor: vendor,
    Type: p.doc.categories[0] ?? '',
    Tags: tagsText(p),
    Published: p.status === 'active' ? 'TRUE' : 'FALSE',
    'Gift Card': 'FALSE',
    'SEO Title': p.doc.seoTitle ?? '',
    'SEO Description': p.doc.seoDescription ?? '',
    Status: p.status,
    [OWN_COLUMNS.subtitle]: p.doc.subtitle,
    [OWN_COLUMNS.keyBenefits]: p.doc.keyBenefits.join('\n'),
    [OWN_COLUMNS.ingredients]: p.doc.keyIngredients.join('\n'),
    [OWN_COLUMNS.howToUse]: p.doc.howToUse,
    [OWN_COLUMNS.newUntil]: p.doc.newUntil ?? '',
    [OWN_COLUMNS.discount]: p.subscription ? String(p.subscription.discount) : '',
    [OWN_COLUMNS.intervals]: p.subscription ? p.subscription.intervals.join(', ') : '',
  };
  const rows: CsvRow[] = p.variants.map((v, i) => ({
    ...(i === 0 ? first : {}),
    'Option1 Name': i === 0 ? SIZE_OPTION : '',
    'Option1 Value': v.title,
    'Variant SKU': v.sku,
    'Variant Grams': v.weightGrams === null ? '' : String(v.weightGrams),
    'Variant Inventory Tracker': 'shopify',
    'Variant Inventory Qty': String(v.inventory),
    'Variant Inventory Policy': 'deny',
    'Variant Fulfillment Service': 'manual',
    'Variant Price': dollars(v.priceCents),
    'Variant Compare At Price': dollars(v.compareAtCents),
    'Variant Requires Shipping': 'TRUE',
    'Variant Taxable': 'TRUE',
    'Variant Weight Unit': 'g',
  }));
  p.doc.images.forEach((image, i) => {
    const picture: CsvRow = {
      'Image Src': assetUrl(siteUrl, image.id),
      'Image Position': String(i + 1),
      'Image Alt Text': image.alt,
    };
    if (i < rows.length) Object.assign(rows[i]!, picture);
    else rows.push(picture);
  });
  for (const row of rows) row.Handle = p.handle;
  return rows;
}
