import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { mostWantedSoldOut } from './most-wanted';

// The Overview's most-wanted sold-out sizes: confirmed alerts counted per sold-out size, the
// most awaited first, linked to the stock screen for the roles that may open it.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

function alerts(sku: string, confirmed: number, pending = 0) {
  const { id } = t.db.prepare('SELECT id FROM variants WHERE sku = ?').get(sku) as { id: number };
  const insert = t.db.prepare(
    'INSERT INTO stock_alerts (variant_id, email, created_at, confirmed_at) VALUES (?, ?, ?, ?)',
  );
  for (let i = 0; i < confirmed + pending; i++) {
    insert.run(id, `${sku}-${i}@example.com`, '2025-06-01T00:00:00Z', i < confirmed ? '2025-06-01T00:00:00Z' : null);
  }
}

describe('most wanted sold-out sizes', () => {
  it('counts confirmed alerts of sold-out sizes only, most awaited first', () => {
    t.db.prepare("UPDATE variants SET inventory = 0 WHERE sku IN ('VCS-15', 'GC-200')").run();
    alerts('VCS-15', 2, 5);
    alerts('GC-200', 3);
    alerts('VCS-30', 9); // in stock: not wanted, it is there
    expect(mostWantedSoldOut(t.db).map((w) => [w.sku, w.subscribers])).toEqual([
      ['GC-200', 3],
      ['VCS-15', 2],
    ]);
  });

  it('the Overview lists them, linked to the stock screen for fulfilment, not for an editor', async () => {
    t.db.prepare("UPDATE variants SET inventory = 0 WHERE sku = 'VCS-15'").run();
    alerts('VCS-15', 4);
    const fulfilment = await (await t.signIn('fulfilment')).get('/');
    expect(fulfilment.html).toContain('Most wanted sold-out sizes');
    expect(fulfilment.html).toMatch(
      /<a href="\/stock\?q=VCS-15"><code>VCS-15<\/code><\/a><\/td><td class="console-num">4</,
    );
    const editor = await (await t.signIn('editor')).get('/');
    expect(editor.html).toContain('VCS-15');
    expect(editor.html).not.toContain('href="/stock?q=VCS-15"');
  });
});
