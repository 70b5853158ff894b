import type { Address } from '../../../shared/contract/models';
import { queueActivationMail } from '../customers/activation-mail';
import { locationById } from '../locations/location-store';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { gid } from '../ids';
import { FREE_SHIPPING_THRESHOLD_CENTS } from './checkout';
import type { SeedBundle } from './seed-bundle';
import type { SeedCustomer } from './types';

// Store locations and customers with their address book, orders, subscriptions and
// metafields. Call after loadCatalog (orders are priced from the catalog).

export interface CustomerSeedOptions {
  /** scrypt hashes prepared before the transaction, by e-mail */
  passwordHashes: Map<string, string>;
  /** when given, invited customers get an activation mail in the outbox */
  links?: { secret: string; siteUrl: string };
  now: Date;
}

const SHIPPING_CENTS = 795;
const TAX_RATE = 0.0725;

export function loadLocations(db: Db, data: Pick<SeedBundle, 'locations'>) {
  for (const l of data.locations) {
    sql(
      db,
      `INSERT INTO locations (id, kind, name, business, address1, city, province_code, zip, phone, lat, long, services)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      l.id,
      l.kind,
      l.name,
      l.business ?? null,
      l.address1,
      l.city,
      l.provinceCode,
      l.zip,
      l.phone,
      l.lat,
      l.long,
      JSON.stringify(l.services),
    );
  }
}

function insertAddresses(db: Db, customerId: number, c: SeedCustomer): Address[] {
  const book: Address[] = [];
  let defaultSet = false;
  for (const a of c.addresses) {
    const id = Number(
      sql(
        db,
        `INSERT INTO addresses (customer_id, first_name, last_name, company, address1, address2, city, province_code, zip, country, phone)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        customerId,
        a.firstName,
        a.lastName,
        a.company ?? '',
        a.address1,
        a.address2 ?? '',
        a.city,
        a.provinceCode,
        a.zip,
        a.country,
        a.phone ?? '',
      ).lastInsertRowid,
    );
    book.push({
      id: gid('MailingAddress', id),
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company ?? '',
      address1: a.address1,
      address2: a.address2 ?? '',
      city: a.city,
      provinceCode: a.provinceCode,
      zip: a.zip,
      country: a.country,
      phone: a.phone ?? '',
    });
    // The marked address is the default; without one, the first.
    if (a.isDefault || (!defaultSet && book.length === 1)) {
      sql(db, 'UPDATE customers SET default_address_id = ? WHERE id = ?').run(id, customerId);
      if (a.isDefault) defaultSet = true;
    }
  }
  return book;
}

interface CodeRow {
  code: string;
  type: string;
  percentage: number | null;
}

/**
 * What checkout would have charged: a percentage code comes off the subtotal, free shipping
 * zeroes shipping, shipping is free from the checkout's threshold after the discount, tax is on the discounted
 * subtotal. total = subtotal - discount + shipping + tax.
 */
export function orderTotals(subtotal: number, code: CodeRow | null) {
  const discount = code?.percentage ? Math.round((subtotal * code.percentage) / 100) : 0;
  const goods = subtotal - discount;
  const shipping =
    code?.type === 'DiscountCodeFreeShipping' || goods >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_CENTS;
  return { discount, shipping, tax: Math.round(goods * TAX_RATE) };
}

function insertOrders(db: Db, customerId: number, c: SeedCustomer, book: Address[]) {
  const defaultIndex = Math.max(
    0,
    c.addresses.findIndex((a) => a.isDefault),
  );
  for (const o of c.orders) {
    const lines = o.lines.map((l) => {
      const v = sql(
        db,
        `SELECT v.title AS variant_title, v.price_cents, p.title FROM variants v JOIN products p ON p.id = v.product_id
                         WHERE v.sku = ? AND p.handle = ?`,
      ).get(l.sku, l.handle) as { variant_title: string; price_cents: number; title: string } | undefined;
      if (!v) throw new Error(`seed: order #${o.number} names unknown product ${l.handle} / ${l.sku}`);
      return { ...l, ...v, price_cents: l.gift ? 0 : v.price_cents };
    });
    const code = o.discountCode
      ? (sql(db, 'SELECT code, type, percentage FROM discount_codes WHERE code = ?').get(o.discountCode) as
          CodeRow | undefined)
      : null;
    if (code === undefined) throw new Error(`seed: order #${o.number} names unknown discount code ${o.discountCode}`);
    const shipTo = book[o.shipTo ?? defaultIndex] ?? null;
    if (o.shipTo !== undefined && !shipTo)
      throw new Error(`seed: order #${o.number} ships to unknown address ${o.shipTo}`);
    const billTo = book[defaultIndex] ?? null;
    const subtotal = lines.reduce((s, l) => s + l.price_cents * l.quantity, 0);
    const { discount, shipping, tax } = orderTotals(subtotal, code);
    const orderId = Number(
      sql(
        db,
        `INSERT INTO orders (customer_id, number, placed_at, status, subtotal_cents, discount_cents, discount_code, shipping_cents, tax_cents,
                                   shipping_address, billing_address)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        customerId,
        o.number,
        o.placedAt,
        o.status,
        subtotal,
        discount,
        code?.code ?? null,
        shipping,
        tax,
        shipTo ? JSON.stringify(shipTo) : null,
        billTo ? JSON.stringify(billTo) : null,
      ).lastInsertRowid,
    );
    for (const l of lines) {
      sql(
        db,
        'INSERT INTO order_lines (order_id, handle, title, variant_title, sku, quantity, price_cents) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(orderId, l.handle, l.title, l.variant_title, l.sku, l.quantity, l.price_cents);
    }
  }
}

function insertMetafields(db: Db, customerId: number, c: SeedCustomer, now: Date) {
  const put = (key: string, value: string) =>
    sql(db, 'INSERT INTO metafields (customer_id, key, value, updated_at) VALUES (?, ?, ?, ?)').run(
      customerId,
      key,
      value,
      now.toISOString(),
    );
  if (c.favorites.length) put('favorites', JSON.stringify(c.favorites));
  if (c.professionalId) {
    const pro = locationById(db, c.professionalId);
    if (pro) put('professional', JSON.stringify(pro));
  }
}

export function loadCustomers(db: Db, data: Pick<SeedBundle, 'customers'>, o: CustomerSeedOptions) {
  for (const c of data.customers) {
    const customerId = Number(
      sql(
        db,
        `INSERT INTO customers (email, first_name, last_name, accepts_marketing, password_hash, created_at)
               VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        c.email,
        c.firstName,
        c.lastName,
        c.marketing ? 1 : 0,
        o.passwordHashes.get(c.email) ?? null,
        o.now.toISOString(),
      ).lastInsertRowid,
    );
    const book = insertAddresses(db, customerId, c);
    insertOrders(db, customerId, c, book);
    for (const s of c.subscriptions) {
      sql(
        db,
        'INSERT INTO subscriptions (id, customer_id, handle, sku, selling_plan_id, status, next_delivery) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(s.id, customerId, s.handle, s.sku, s.sellingPlanId, s.status, s.nextDelivery);
    }
    insertMetafields(db, customerId, c, o.now);
    if (!c.password && o.links) {
      queueActivationMail(db, { ...o.links, customerId, email: c.email, now: o.now });
    }
  }
}
