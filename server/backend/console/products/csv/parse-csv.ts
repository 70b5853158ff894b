import { parse } from 'csv-parse/sync';
import { COLUMNS, type Column, type CsvRow } from './columns';
import type { LineError } from './rows-to-products';

// The file's text into rows by column name, each with the line it starts on (a quoted cell may
// hold line breaks). Columns this shop does not use (Shopify has many more) are left out.

export type ParsedCsv = { ok: true; rows: { line: number; row: CsvRow }[] } | { ok: false; errors: LineError[] };

const KNOWN = new Set<string>(COLUMNS);
const breaks = (cells: string[]) => cells.reduce((n, c) => n + (c.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

export function parseProductCsv(text: string): ParsedCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const e = err as { lines?: number; message?: string };
    return {
      ok: false,
      errors: [{ line: e.lines ?? 0, column: '', message: `The file is not valid CSV: ${e.message ?? 'unreadable'}.` }],
    };
  }
  const [head, ...body] = records;
  const header = (head?.record ?? []).map((h) => h.trim());
  if (!header.includes('Handle'))
    return {
      ok: false,
      errors: [{ line: 1, column: 'Handle', message: 'The first line must name the columns, Handle among them.' }],
    };
  const rows = body.map(({ record, info }) => {
    const row: CsvRow = {};
    header.forEach((name, i) => {
      if (KNOWN.has(name) && record[i] !== undefined) row[name as Column] = record[i];
    });
    return { line: info.lines - breaks(record), row };
  });
  return { ok: true, rows };
}
