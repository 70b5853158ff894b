import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, openDatabase } from '../db/open-database';
import { announcements } from '../seed/announcements';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../seed/checkout';
import { seedData } from '../seed/seed-data';
import { createTestBackend } from '../test-fixtures/test-backend';
import { checkoutSteps, textOf } from './checkout-test-steps';

// One free-shipping threshold: the checkout charges by it, the CMS global
// `free_shipping_threshold` gives it to the cart page ("$X away from free shipping"), and the
// announcement bar and the shipping page promise it. $50.

describe('the free-shipping threshold', () => {
  it('is $50, and the announcement bar and the shipping page say so', () => {
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(5000);
    expect(announcements.find((a) => a.id === 'free-shipping')!.text).toBe(
      'Free standard shipping on orders of $50 or more after discounts',
    );
    const shipping = seedData.contentPages.find((p) => p.path === '/content/shipping-returns')!;
    expect(textOf(shipping.bodyHtml)).toContain(
      'Standard shipping (3–5 business days): free on orders of $50 or more after discounts, otherwise $6.95. Express shipping (1–2 business days): $14.95.',
    );
    // which total each promise counts: free shipping after discount codes, a gift offer before them
    expect(textOf(shipping.bodyHtml)).toContain(
      'Free shipping counts your subtotal after discount codes. A free-gift offer',
    );
    expect(textOf(shipping.bodyHtml)).toContain('counts the products in your cart before discount codes');
  });

  it('get-globals answers it in dollars: the number the checkout charges by', async () => {
    const t = createTestBackend();
    const asked = await t.call('get-globals', { fields: ['free_shipping_threshold', 'site_404_title'] });
    expect(asked.body.globals).toEqual({ free_shipping_threshold: 50, site_404_title: 'Page not found' });
    expect((await t.call('get-globals', { fields: ['site_404_title'] })).body.globals).toEqual({
      site_404_title: 'Page not found',
    });
    // an operator's change in the checkout settings is what the cart is told too
    t.db.prepare("UPDATE checkout_settings SET value = '6000' WHERE key = 'free_shipping_threshold_cents'").run();
    expect((await t.call('get-globals', { fields: ['free_shipping_threshold'] })).body.globals).toEqual({
      free_shipping_threshold: 60,
    });
  });

  it.each([
    ['$30 of goods', 1, '$20.00 away from free standard shipping', '$6.95'],
    ['$60 of goods (under the old $75)', 2, 'Standard shipping is free on this order.', 'Free'],
  ])('checkout with %s', async (_case, quantity, note, standard) => {
    const t = createTestBackend();
    const cleanser = (await t.call('get-product-by-handle', { handle: 'gentle-cleanser' })).body.product!.variants[0]!
      .id;
    const { cart } = (await t.call('create-cart', { lineItems: [{ variantId: cleanser, quantity }] })).body;
    const path = new URL((await t.call('checkout-url', { cartUrl: cart.checkoutUrl })).body.url).pathname;
    const steps = checkoutSteps(t.app, path);
    await steps.information().expect(303);
    const page = textOf((await steps.get(`${path}/shipping`)).text);
    expect(page).toContain(note);
    expect(page).toContain(`Standard shipping 3–5 business days ${standard}`);
  });

  it("a store still at the first seed's $75 moves to $50 (migration 005); an operator's own value stays", () => {
    for (const [before, after] of [
      ['7500', '5000'],
      ['6000', '6000'],
    ]) {
      const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
      cpSync(MIGRATIONS_DIR, dir, {
        recursive: true,
        filter: (src) => !src.endsWith('005-free-shipping-threshold.sql'),
      });
      const db = openDatabase(':memory:', dir);
      db.prepare("INSERT INTO checkout_settings (key, value) VALUES ('free_shipping_threshold_cents', ?)").run(before);
      expect(migrate(db)).toEqual([5]);
      expect(
        db.prepare("SELECT value FROM checkout_settings WHERE key = 'free_shipping_threshold_cents'").get(),
      ).toEqual({ value: after });
      db.close();
    }
  });
});
