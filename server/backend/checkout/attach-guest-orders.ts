import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

/**
 * A guest's orders join the account that signs in or registers with the same e-mail,
 * so they show in its order history. Returns how many were attached.
 */
export function attachGuestOrders(db: Db, customerId: number, email: string): number {
  return sql(db, 'UPDATE orders SET customer_id = ? WHERE customer_id IS NULL AND email = ? COLLATE NOCASE').run(
    customerId,
    email,
  ).changes;
}
