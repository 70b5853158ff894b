import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_TAG, productTag } from '../../shared/contract/change-tags';
import type { Cart, Product } from '../../shared/contract/models';
import { formatMoney } from '../../shared/format/money';
import { giftToken } from '../../shared/rules/gift-announcement';
import {
  GIFT_RULE_TAGS,
  giftRuleByHandle,
  giftRuleVersion,
  saveGiftRule,
} from '../backend/console/promotions/gift-rule-admin';
import { putDocument } from '../backend/content/document-store';
import { sql } from '../backend/db/statements';
import { GIFT_OFFER_MESSAGES } from '../../client/features/cart/gift-offers';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// What a shopper reads of a gift-with-purchase rule: the rule's own summary, worked out from the
// rule as it is now, in the cart (with where the cart stands) and in an announcement that names
// the rule. A change in the console (the rule, the gift's title) is read at once.

const RULE = 'gwp-75-deluxe-hyaluronic';
const GIFT = 'deluxe-travel-hyaluronic-serum';
const PLAIN = 'gentle-foaming-cleanser';
const ORIGIN = 'http://shop.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
const backend = () => t.backend!;

/** Saves the rule as the console does (audited), with a new threshold or enabled flag, and tells the shop. */
function editRule(change: { buy_total?: string; enabled?: boolean }) {
  const rule = giftRuleByHandle(backend().db, RULE)!;
  const saved = saveGiftRule(
    backend().db,
    { id: null, email: 'owner@example.com' },
    {
      handle: rule.handle,
      title: rule.title,
      enabled: change.enabled ?? rule.enabled,
      start_date: rule.start_date,
      end_date: rule.end_date,
      buy_trigger: rule.buy_trigger,
      buy_total: change.buy_total ?? rule.buy_total,
      buy_product_handles: rule.buy_products.map((p) => p.handle),
      get_product_handles: rule.get_products.map((p) => p.handle),
    },
    giftRuleVersion(rule),
    new Date(),
  );
  expect(saved.ok).toBe(true);
  backend().changes.emit([...GIFT_RULE_TAGS]);
}

function renameProduct(handle: string, title: string) {
  sql(backend().db, 'UPDATE products SET title = ? WHERE handle = ?').run(title, handle);
  backend().changes.emit([productTag(handle)]);
}

async function cartWithOne(handle: string) {
  const agent = request.agent(t.app);
  const product = (await agent.post('/api/ecom/v1.0/get-product-by-handle').set('Origin', ORIGIN).send({ handle })).body
    .product as Product;
  const res = await agent
    .post('/api/ecom/v1.0/create-cart')
    .set('Origin', ORIGIN)
    .send({ lineItems: [{ variantId: product.variants[0]!.id, quantity: 1 }] });
  expect(res.status).toBe(200);
  return { agent, cart: res.body.cart as Cart };
}

/** The cart page's gift offers, as text. */
async function offersOn(agent: request.Agent): Promise<string> {
  const html = text((await agent.get('/cart').set('User-Agent', BROWSER_UA)).text);
  return /<section class="gift-offers"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
}

describe('the cart tells the gift offers in their rules’ words', () => {
  it('below the threshold: the summary and how much is missing', async () => {
    const { agent, cart } = await cartWithOne(PLAIN);
    const missing = 75 - Number(cart.cost.subtotalAmount.amount);
    const offers = await offersOn(agent);
    expect(offers).toContain('Spend $75 or more, get a Deluxe Travel Hyaluronic Acid Serum');
    expect(offers).toContain(GIFT_OFFER_MESSAGES.away(formatMoney(missing)));
  });

  it('the rule changed in the console: the cart reads the new one, and the order now qualifies', async () => {
    const { agent, cart } = await cartWithOne(PLAIN);
    expect(Number(cart.cost.subtotalAmount.amount)).toBeGreaterThanOrEqual(10);
    editRule({ buy_total: '10.00' });
    try {
      const offers = await offersOn(agent);
      expect(offers).toContain('Spend $10 or more, get a Deluxe Travel Hyaluronic Acid Serum');
      expect(offers).not.toContain('Spend $75');
      // the gift goes in at the cart's next change; until then the cart says only that it qualifies
      expect(offers).toContain(GIFT_OFFER_MESSAGES.qualifies);
    } finally {
      editRule({ buy_total: '75.00' });
    }
  });

  it('the gift renamed in the catalogue: the summary says its new name', async () => {
    const { agent } = await cartWithOne(PLAIN);
    renameProduct(GIFT, 'Hydra Travel Serum');
    try {
      expect(await offersOn(agent)).toContain('Spend $75 or more, get a Hydra Travel Serum');
    } finally {
      renameProduct(GIFT, 'Deluxe Travel Hyaluronic Acid Serum');
    }
  });

  it('a rule switched off is no offer', async () => {
    const { agent } = await cartWithOne(PLAIN);
    editRule({ enabled: false });
    try {
      expect(await offersOn(agent)).not.toContain('Deluxe Travel Hyaluronic Acid Serum');
    } finally {
      editRule({ enabled: true });
    }
  });
});

describe('an announcement naming a gift rule', () => {
  const bar = async () => {
    const html = text((await request(t.app).get('/about').set('User-Agent', BROWSER_UA)).text);
    return html;
  };

  beforeAll(() => {
    putDocument(
      backend().db,
      'announcement',
      'gift-summary',
      {
        id: 'gift-summary',
        text: `${giftToken(RULE)} (before discounts)`,
        url: '/shop',
        startsAt: null,
        endsAt: null,
      },
      -1,
    );
    backend().changes.emit([ANNOUNCEMENTS_TAG]);
  });

  it('shows the rule’s summary where the token stands', async () => {
    const html = await bar();
    expect(html).toContain('Spend $75 or more, get a Deluxe Travel Hyaluronic Acid Serum (before discounts)');
    expect(html).not.toContain('{gift:');
  });

  it('follows a change of the rule in the console, and goes when the rule is off', async () => {
    editRule({ buy_total: '60.00' });
    try {
      expect(await bar()).toContain('Spend $60 or more, get a Deluxe Travel Hyaluronic Acid Serum (before discounts)');
      editRule({ enabled: false });
      const html = await bar();
      expect(html).not.toContain('Deluxe Travel Hyaluronic Acid Serum (before discounts)');
      expect(html).not.toContain('{gift:');
    } finally {
      editRule({ buy_total: '75.00', enabled: true });
    }
  });
});
