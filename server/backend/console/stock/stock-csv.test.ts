import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, MAX_CSV_ERRORS, MAX_CSV_ROWS, planStockImport, readStockCsv, type LineError } from './stock-csv';
import { STOCK_MESSAGES, type StockMode } from './stock-rules';

// The stock file: read with its line numbers, then every row checked against the current stock
// before any change is answered.

const STOCK = new Map([
  ['VCS-30', 50],
  ['VCS-15', 5],
  ['GC-200', 0],
]);

function plan(text: string, mode: StockMode = 'set') {
  const read = readStockCsv(text);
  return read.ok ? planStockImport(read.value, mode, STOCK) : read;
}

describe('a good file', () => {
  it.each<[string, string, StockMode, { sku: string; before: number; after: number; line: number }[]]>([
    [
      'sets',
      'sku,quantity\nVCS-30,20\nGC-200,12\n',
      'set',
      [
        { line: 2, sku: 'VCS-30', before: 50, after: 20 },
        { line: 3, sku: 'GC-200', before: 0, after: 12 },
      ],
    ],
    [
      'adjusts',
      'sku,quantity\nVCS-15,-5\nGC-200,+3',
      'adjust',
      [
        { line: 2, sku: 'VCS-15', before: 5, after: 0 },
        { line: 3, sku: 'GC-200', before: 0, after: 3 },
      ],
    ],
    [
      'with a BOM, CRLF, spaces, a capital header and blank lines',
      '\uFEFFSKU , Quantity\r\n\r\n VCS-30 , 7 \r\n',
      'set',
      [{ line: 3, sku: 'VCS-30', before: 50, after: 7 }],
    ],
    ['with quoted values', 'sku,quantity\n"VCS-30","8"\n', 'set', [{ line: 2, sku: 'VCS-30', before: 50, after: 8 }]],
  ])('%s', (_, text, mode, changes) => {
    expect(plan(text, mode)).toEqual({ ok: true, value: changes });
  });
});

describe('a bad file is refused whole, naming each bad line', () => {
  it.each<[string, string, StockMode, LineError[]]>([
    ['empty', '', 'set', [{ line: 1, message: CSV_MESSAGES.empty }]],
    ['no header', 'VCS-30,20\n', 'set', [{ line: 1, message: CSV_MESSAGES.header }]],
    [
      'a header of three columns',
      'sku,quantity,note\nVCS-30,20,x\n',
      'set',
      [{ line: 1, message: CSV_MESSAGES.header }],
    ],
    ['columns swapped', 'quantity,sku\n20,VCS-30\n', 'set', [{ line: 1, message: CSV_MESSAGES.header }]],
    ['a header only', 'sku,quantity\n', 'set', [{ line: 1, message: CSV_MESSAGES.noRows }]],
    [
      'an unknown SKU',
      'sku,quantity\nVCS-30,1\nNOPE,2\n',
      'set',
      [{ line: 3, message: CSV_MESSAGES.unknownSku('NOPE') }],
    ],
    ['not an integer', 'sku,quantity\nVCS-30,1.5\n', 'set', [{ line: 2, message: STOCK_MESSAGES.notWhole }]],
    ['a word', 'sku,quantity\nVCS-30,ten\n', 'set', [{ line: 2, message: STOCK_MESSAGES.notWhole }]],
    ['a negative set', 'sku,quantity\nVCS-30,-1\n', 'set', [{ line: 2, message: STOCK_MESSAGES.setNegative }]],
    [
      'a negative result',
      'sku,quantity\nVCS-30,-1\nVCS-15,-6\n',
      'adjust',
      [{ line: 3, message: 'That would leave -1: 5 in stock, so take away at most 5.' }],
    ],
    [
      'a duplicate SKU',
      'sku,quantity\nVCS-30,1\nGC-200,2\nVCS-30,3\n',
      'set',
      [{ line: 4, message: CSV_MESSAGES.duplicate('VCS-30', 2) }],
    ],
    ['a missing SKU', 'sku,quantity\n,3\n', 'set', [{ line: 2, message: CSV_MESSAGES.sku }]],
    ['a row of one value', 'sku,quantity\nVCS-30\n', 'set', [{ line: 2, message: CSV_MESSAGES.columns }]],
    ['a row of three values', 'sku,quantity\nVCS-30,1,2\n', 'set', [{ line: 2, message: CSV_MESSAGES.columns }]],
    [
      'several bad rows at once',
      'sku,quantity\nX,1\nVCS-30,a\nVCS-15,4\n',
      'set',
      [
        { line: 2, message: CSV_MESSAGES.unknownSku('X') },
        { line: 3, message: STOCK_MESSAGES.notWhole },
      ],
    ],
  ])('%s', (_, text, mode, errors) => {
    expect(plan(text, mode)).toEqual({ ok: false, errors });
  });

  it('an unclosed quote', () => {
    const result = plan('sku,quantity\n"VCS-30,1\n');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]!.message).toMatch(/^The file is not readable as CSV/);
  });

  it('too many rows', () => {
    const text = `sku,quantity\n${Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `S${i},1`).join('\n')}`;
    expect(plan(text)).toEqual({ ok: false, errors: [{ line: 0, message: CSV_MESSAGES.tooMany }] });
  });

  it(`names at most ${MAX_CSV_ERRORS} problems`, () => {
    const text = `sku,quantity\n${Array.from({ length: 50 }, (_, i) => `S${i},1`).join('\n')}`;
    const result = plan(text);
    expect(!result.ok && result.errors).toHaveLength(MAX_CSV_ERRORS);
  });
});

describe('properties', () => {
  const sku = fc.constantFrom(...STOCK.keys(), 'UNKNOWN', '', 'VCS-30 ');
  const cell = fc.oneof(
    fc.integer({ min: -100, max: 100 }).map(String),
    fc.constantFrom('1.5', 'x', '', '+3', '"4"'),
    fc.string({ maxLength: 6 }),
  );
  const file = fc
    .array(fc.tuple(sku, cell), { maxLength: 12 })
    .map((rows) => `sku,quantity\n${rows.map(([s, q]) => `${s},${q}`).join('\n')}`);

  it('never throws; answers changes only when every row is good, errors only with a line of the file', () => {
    fc.assert(
      fc.property(
        fc.oneof(file, fc.string({ maxLength: 80 })),
        fc.constantFrom<StockMode>('set', 'adjust'),
        (text, mode) => {
          const result = plan(text, mode);
          const lines = text.split(/\r\n|\r|\n/).length;
          if (result.ok) {
            expect(new Set(result.value.map((c) => c.sku)).size).toBe(result.value.length);
            for (const c of result.value) {
              expect(c.after).toBeGreaterThanOrEqual(0);
              expect(Number.isInteger(c.after)).toBe(true);
              expect(c.before).toBe(STOCK.get(c.sku));
              expect(c.line).toBeGreaterThanOrEqual(2);
              expect(c.line).toBeLessThanOrEqual(lines);
            }
          } else {
            expect(result.errors.length).toBeGreaterThan(0);
            expect(result.errors.length).toBeLessThanOrEqual(MAX_CSV_ERRORS);
            for (const e of result.errors) {
              expect(e.line).toBeGreaterThanOrEqual(0);
              expect(e.line).toBeLessThanOrEqual(lines);
              expect(e.message).not.toBe('');
            }
          }
        },
      ),
    );
  });

  it('a file written from any good plan reads back as that plan', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...STOCK.keys()], { minLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 3, maxLength: 3 }),
        (skus, quantities) => {
          const text = `sku,quantity\n${skus.map((s, i) => `${s},${quantities[i]}`).join('\n')}\n`;
          expect(plan(text, 'set')).toEqual({
            ok: true,
            value: skus.map((s, i) => ({ line: i + 2, sku: s, before: STOCK.get(s), after: quantities[i] })),
          });
        },
      ),
    );
  });
});
