import type { GiftRule } from '../../../shared/contract/content-models';
import type { Db } from '../db/open-database';
import { listDocuments } from './document-store';

/** Gift rules are stored already in contract shape (resolved to product ids at seed time). */
export function loadGiftRules(db: Db): GiftRule[] {
  return listDocuments<GiftRule>(db, 'gift_rule');
}
