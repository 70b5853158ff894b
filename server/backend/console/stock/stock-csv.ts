import { parse } from 'csv-parse/sync';
import { nextQuantity, parseWholeNumber, STOCK_MESSAGES, type StockMode } from './stock-rules';

// A stock file (`sku,quantity`, one variant a row) read and checked whole before anything is
// applied: any bad row rejects the file, and every problem names its line, so the person fixes
// the file once. Pure: the current quantities come in as a map.

/** A shop's whole catalogue fits; a runaway export does not. */
export const MAX_CSV_ROWS = 5000;
/** Enough problems to fix a file without a page of noise. */
export const MAX_CSV_ERRORS = 20;

export interface CsvRow {
  /** 1-based line of the file the row ends on */
  line: number;
  sku: string;
  quantity: string;
}

export interface LineError {
  /** 1-based; 0 for the file as a whole */
  line: number;
  message: string;
}

export const CSV_MESSAGES = {
  empty: 'The file is empty: its first line must be the header sku,quantity.',
  header: 'The first line must be the header sku,quantity.',
  columns: 'Each row needs exactly two values: sku,quantity.',
  sku: 'The SKU is missing.',
  unknownSku: (sku: string) => `No variant has the SKU "${sku}".`,
  duplicate: (sku: string, first: number) => `The SKU "${sku}" is already on line ${first}.`,
  tooMany: `The file has more than ${MAX_CSV_ROWS} rows; split it.`,
  noRows: 'The file has a header but no rows.',
  unreadable: (detail: string) => `The file is not readable as CSV: ${detail}`,
} as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: LineError[] };

/** Rows with their line numbers; the header must be `sku,quantity` (any case, any spacing). */
export function readStockCsv(text: string): Parsed<CsvRow[]> {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const e = error as { message?: string; lines?: number };
    return { ok: false, errors: [{ line: e.lines ?? 0, message: CSV_MESSAGES.unreadable(e.message ?? 'unknown') }] };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, errors: [{ line: 1, message: CSV_MESSAGES.empty }] };
  const names = header.record.map((h) => h.toLowerCase());
  if (names.length !== 2 || names[0] !== 'sku' || names[1] !== 'quantity') {
    return { ok: false, errors: [{ line: header.info.lines, message: CSV_MESSAGES.header }] };
  }
  if (rows.length === 0) return { ok: false, errors: [{ line: header.info.lines, message: CSV_MESSAGES.noRows }] };
  if (rows.length > MAX_CSV_ROWS) return { ok: false, errors: [{ line: 0, message: CSV_MESSAGES.tooMany }] };
  const errors: LineError[] = [];
  const value: CsvRow[] = [];
  for (const { record, info } of rows) {
    if (record.length !== 2) errors.push({ line: info.lines, message: CSV_MESSAGES.columns });
    else value.push({ line: info.lines, sku: record[0]!, quantity: record[1]! });
  }
  return errors.length ? { ok: false, errors: errors.slice(0, MAX_CSV_ERRORS) } : { ok: true, value };
}

export interface PlannedChange {
  line: number;
  sku: string;
  before: number;
  after: number;
}

/**
 * The change each row makes to `current` (SKU → quantity now): every row checked (known SKU,
 * once only, a whole number, a result of 0 or more) before one is answered. A row setting the
 * quantity a variant already has is kept: the file said so, and the audit shows it was checked.
 */
export function planStockImport(
  rows: readonly CsvRow[],
  mode: StockMode,
  current: ReadonlyMap<string, number>,
): Parsed<PlannedChange[]> {
  const errors: LineError[] = [];
  const firstLine = new Map<string, number>();
  const value: PlannedChange[] = [];
  for (const row of rows) {
    const fail = (message: string) => errors.push({ line: row.line, message });
    if (!row.sku) {
      fail(CSV_MESSAGES.sku);
      continue;
    }
    const seen = firstLine.get(row.sku);
    if (seen !== undefined) {
      fail(CSV_MESSAGES.duplicate(row.sku, seen));
      continue;
    }
    firstLine.set(row.sku, row.line);
    const before = current.get(row.sku);
    if (before === undefined) {
      fail(CSV_MESSAGES.unknownSku(row.sku));
      continue;
    }
    const amount = parseWholeNumber(row.quantity);
    if (amount === null) {
      fail(STOCK_MESSAGES.notWhole);
      continue;
    }
    const next = nextQuantity(before, mode, amount);
    if (!next.ok) fail(next.message);
    else value.push({ line: row.line, sku: row.sku, before, after: next.quantity });
  }
  return errors.length ? { ok: false, errors: errors.slice(0, MAX_CSV_ERRORS) } : { ok: true, value };
}
