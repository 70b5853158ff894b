import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { SizesTable } from './sizes-table';

// The Overview's "Most wanted": sold-out sizes by how many confirmed stock alerts wait for
// them, so the merchant knows what to restock first. Each links to its row of the stock screen.

export interface WantedSize {
  sku: string;
  product: string;
  variant: string;
  subscribers: number;
}

const LISTED = 8;

export function mostWantedSoldOut(db: Db, limit = LISTED): WantedSize[] {
  return sql(
    db,
    `SELECT v.sku, p.title AS product, v.title AS variant, COUNT(*) AS subscribers
     FROM stock_alerts a JOIN variants v ON v.id = a.variant_id JOIN products p ON p.id = v.product_id
     WHERE a.confirmed_at IS NOT NULL AND v.inventory <= 0
     GROUP BY v.id ORDER BY subscribers DESC, p.title, v.position LIMIT ?`,
  ).all(limit) as WantedSize[];
}

export function MostWanted({ sizes, stockLinks }: { sizes: WantedSize[]; stockLinks: boolean }) {
  return (
    <section className="console-panel">
      <h2>Most wanted sold-out sizes</h2>
      {sizes.length === 0 ? (
        <p className="console-hint">Nobody is waiting for a sold-out size.</p>
      ) : (
        <SizesTable
          rows={sizes.map((s) => ({ ...s, figure: s.subscribers }))}
          figure="Waiting"
          stockLinks={stockLinks}
        />
      )}
      <p className="console-hint">Confirmed “Email me when it’s back” alerts; each gets one e-mail at the restock.</p>
    </section>
  );
}
