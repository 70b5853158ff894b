import type { AddressInput } from '../../../shared/contract/customer';
import type { z } from 'zod';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { HandlerMap } from '../http/context';
import { gid, parseGid } from '../ids';
import { requireCustomer } from './account-handlers';
import { type AddressRow, toAddress } from './customer-store';

// The customer's address book. Ids are gid://shopify/MailingAddress/<n>; the storefront
// decodes its obfuscated form before calling (SPEC section 3).

type AddressCall = 'create-user-address' | 'update-user-address' | 'delete-user-address' | 'set-default-user-address';
type ParsedAddress = z.output<typeof AddressInput>;

const NOT_FOUND = (field: string) => ({ field: [field], message: 'Address does not exist' });

function ownAddress(db: Db, customerId: number, id: string): AddressRow | null {
  const n = parseGid('MailingAddress', id);
  if (n === null) return null;
  return (
    (sql(db, 'SELECT * FROM addresses WHERE id = ? AND customer_id = ?').get(n, customerId) as
      AddressRow | undefined) ?? null
  );
}

const columns = (a: ParsedAddress) =>
  [
    a.firstName,
    a.lastName,
    a.company,
    a.address1,
    a.address2,
    a.city,
    a.provinceCode,
    a.zip,
    a.country,
    a.phone,
  ] as const;

export const addressHandlers: HandlerMap<AddressCall> = {
  'create-user-address': ({ address }, ctx) => {
    const customerId = requireCustomer(ctx);
    const id = ctx.db.transaction(() => {
      const newId = Number(
        sql(
          ctx.db,
          `INSERT INTO addresses (customer_id, first_name, last_name, company, address1, address2, city, province_code, zip, country, phone)
                     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(customerId, ...columns(address)).lastInsertRowid,
      );
      // the first address becomes the default, as a customer with one address expects
      sql(ctx.db, 'UPDATE customers SET default_address_id = ? WHERE id = ? AND default_address_id IS NULL').run(
        newId,
        customerId,
      );
      return newId;
    })();
    const row = sql(ctx.db, 'SELECT * FROM addresses WHERE id = ?').get(id) as AddressRow;
    return { address: toAddress(row), errors: [] };
  },

  'update-user-address': ({ address, id }, ctx) => {
    const customerId = requireCustomer(ctx);
    const row = ownAddress(ctx.db, customerId, id);
    if (!row) return { address: null, errors: [NOT_FOUND('id')] };
    sql(
      ctx.db,
      `UPDATE addresses SET first_name = ?, last_name = ?, company = ?, address1 = ?, address2 = ?, city = ?,
                 province_code = ?, zip = ?, country = ?, phone = ? WHERE id = ?`,
    ).run(...columns(address), row.id);
    return {
      address: toAddress(sql(ctx.db, 'SELECT * FROM addresses WHERE id = ?').get(row.id) as AddressRow),
      errors: [],
    };
  },

  'delete-user-address': ({ id }, ctx) => {
    const customerId = requireCustomer(ctx);
    const row = ownAddress(ctx.db, customerId, id);
    if (!row) return { deletedAddressId: null, errors: [NOT_FOUND('id')] };
    ctx.db.transaction(() => {
      sql(ctx.db, 'DELETE FROM addresses WHERE id = ?').run(row.id);
      // deleting the default promotes the oldest remaining address
      sql(
        ctx.db,
        `UPDATE customers SET default_address_id = (SELECT MIN(id) FROM addresses WHERE customer_id = ?)
                   WHERE id = ? AND default_address_id = ?`,
      ).run(customerId, customerId, row.id);
    })();
    return { deletedAddressId: gid('MailingAddress', row.id), errors: [] };
  },

  'set-default-user-address': ({ addressId }, ctx) => {
    const customerId = requireCustomer(ctx);
    const row = ownAddress(ctx.db, customerId, addressId);
    if (!row) return { defaultAddress: null, errors: [NOT_FOUND('addressId')] };
    sql(ctx.db, 'UPDATE customers SET default_address_id = ? WHERE id = ?').run(row.id, customerId);
    return { defaultAddress: { id: gid('MailingAddress', row.id) }, errors: [] };
  },
};
