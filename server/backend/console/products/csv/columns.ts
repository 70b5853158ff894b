// The columns of the product CSV: Shopify's "Export products" file, in its order, then the
// fields this shop has and Shopify has not, named the way Shopify names metafield columns
// ("Label (product.metafields.namespace.key)") so Shopify itself would take them back.

export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Weight Unit',
  'Status',
] as const;

export const OWN_COLUMNS = {
  subtitle: 'Subtitle (product.metafields.custom.subtitle)',
  keyBenefits: 'Key benefits (product.metafields.custom.key_benefits)',
  ingredients: 'Key ingredients (product.metafields.custom.key_ingredients)',
  howToUse: 'How to use (product.metafields.custom.how_to_use)',
  newUntil: 'New until (product.metafields.custom.new_until)',
  discount: 'Subscribe and save percent (product.metafields.subscriptions.discount_percent)',
  intervals: 'Subscribe and save every (days) (product.metafields.subscriptions.interval_days)',
} as const;

export const COLUMNS = [...SHOPIFY_COLUMNS, ...Object.values(OWN_COLUMNS)] as const;
export type Column = (typeof COLUMNS)[number];

/** One line of the file by column name; a column the file lacks reads as ''. */
export type CsvRow = Partial<Record<Column, string>>;

/** The option name our sizes are exported under (Shopify's "Title" means a single variant). */
export const SIZE_OPTION = 'Size';

/** A cell quoted when it must be (RFC 4180): a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(row: CsvRow): string {
  return `${COLUMNS.map((c) => csvCell(row[c] ?? '')).join(',')}\r\n`;
}

export const csvHeader = (): string => `${COLUMNS.map(csvCell).join(',')}\r\n`;
