import type { Db } from '../../../db/open-database';
import { sql } from '../../../db/statements';
import { BRAND } from '../../../seed/imagery';
import { productRecord } from '../catalogue-queries';
import { csvHeader, csvLine } from './columns';
import { productToRows } from './products-to-rows';

// The whole catalogue (published, unpublished and archived) as the product CSV, a few products
// at a time, so a large catalogue is streamed rather than built in memory.

export function* catalogueCsv(db: Db, siteUrl: string, perChunk = 50): Generator<string> {
  yield csvHeader();
  const ids = (sql(db, 'SELECT id FROM products ORDER BY id').all() as { id: number }[]).map((r) => r.id);
  for (let i = 0; i < ids.length; i += perChunk) {
    let chunk = '';
    for (const id of ids.slice(i, i + perChunk)) {
      const record = productRecord(db, id);
      if (record) for (const row of productToRows(record, siteUrl, BRAND)) chunk += csvLine(row);
    }
    yield chunk;
  }
}
