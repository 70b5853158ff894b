import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRows } from '../test-store/console-store';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { versionIn } from '../test-support/drawn-versions';
import { STALE_MESSAGE } from '../ui/drawn-version';
import { giftRuleByHandle } from './gift-rule-admin';
import { GIFT_RULE_MESSAGES } from './gift-rule-rules';

// The Gift rules screen over HTTP: the rules by their sentence; create one (its title written
// from its fields, stored as the shop reads it, the shop told); a gift that is no gift product
// refused at its field; edit; and only the owner may.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const fields = {
  handle: 'spend-60-lip-balm',
  trigger: 'buy_total',
  total: '60',
  triggerProducts: '',
  giftProducts: ['travel-lip-balm'],
  starts: '2026-01-01',
  ends: '2026-01-31',
  enabled: '1',
};

async function owner() {
  const c = await t.signIn('owner');
  await c.get('/gift-rules');
  return c;
}

describe('the Gift rules screen', () => {
  it('creates a rule titled by what it does, as get-discounts answers it', async () => {
    const c = await owner();
    expect((await c.get('/gift-rules/new')).html).toContain('value="travel-lip-balm"');
    const res = await c.post('/gift-rules', fields);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/gift-rules?notice=created');
    expect(giftRuleByHandle(t.db, 'spend-60-lip-balm')).toMatchObject({
      title: 'Spend $60 or more, get a Travel Lip Balm',
      enabled: true,
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2026-02-01T00:00:00.000Z',
      buy_trigger: 'buy_total',
      buy_total: '60.00',
      get_products: [{ handle: 'travel-lip-balm' }],
    });
    expect(t.emitted).toEqual([['discounts']]);
    expect(auditRows(t.db).at(-1)).toMatchObject({ action: 'gift_rule.create', entity_id: 'spend-60-lip-balm' });
    const list = await c.get(res.location!);
    expect(list.html).toContain('Spend $60 or more, get a Travel Lip Balm');
    expect(list.html).toContain('01/01/2026 – 01/31/2026');
  });

  it('refuses a gift that is no gift product, and a handle taken, at their fields', async () => {
    const c = await owner();
    const notGift = await c.post('/gift-rules', { ...fields, giftProducts: ['vitamin-c-serum'] });
    expect(notGift.status).toBe(400);
    expect(notGift.html).toContain(GIFT_RULE_MESSAGES.notGift(['vitamin-c-serum']));
    const taken = await c.post('/gift-rules', { ...fields, handle: 'spend-100-lip-balm' });
    expect(taken.status).toBe(400);
    expect(taken.html).toContain(GIFT_RULE_MESSAGES.handleTaken);
    expect(t.emitted).toEqual([]);
  });

  it('edits a rule: a product trigger, its sentence rewritten', async () => {
    const c = await owner();
    const form = await c.get('/gift-rules/spend-100-lip-balm');
    expect(form.html).toContain('value="100"');
    const saved = await c.post('/gift-rules/spend-100-lip-balm', {
      ...fields,
      trigger: 'buy_qty',
      triggerProducts: 'vitamin-c-serum',
      version: versionIn(form.html),
    });
    expect(saved.location).toBe('/gift-rules?notice=saved');
    expect(giftRuleByHandle(t.db, 'spend-100-lip-balm')!.title).toBe('Buy Vitamin C Serum, get a Travel Lip Balm');
    expect((await c.post('/gift-rules/no-such-rule', fields)).status).toBe(404);
  });

  it('refuses a save made on a rule someone saved meanwhile (409): theirs kept, the rule shown as it is now', async () => {
    const a = await owner();
    const b = await t.signIn('owner');
    const first = versionIn((await a.get('/gift-rules/spend-100-lip-balm')).html);
    const second = versionIn((await b.get('/gift-rules/spend-100-lip-balm')).html);
    const saved = await a.post('/gift-rules/spend-100-lip-balm', { ...fields, total: '80', version: first });
    expect(saved.status).toBe(303);
    const audited = auditRows(t.db).length;

    const late = await b.post('/gift-rules/spend-100-lip-balm', { ...fields, total: '120', version: second });
    expect(late.status).toBe(409);
    expect(late.html).toContain(STALE_MESSAGE);
    expect(late.html).toContain('value="80"');
    expect(late.html).toContain('Spend $80 or more');
    expect(late.html).not.toContain('value="120"');
    expect(giftRuleByHandle(t.db, 'spend-100-lip-balm')!.buy_total).toBe('80.00');
    expect(auditRows(t.db)).toHaveLength(audited);
    expect(t.emitted).toEqual([['discounts']]);

    const again = await b.post('/gift-rules/spend-100-lip-balm', {
      ...fields,
      total: '120',
      version: versionIn(late.html),
    });
    expect(again.status).toBe(303);
    expect(giftRuleByHandle(t.db, 'spend-100-lip-balm')!.buy_total).toBe('120.00');
  });

  it('treats a save with no version as stale, and keeps the drawn version on a refused value', async () => {
    const c = await owner();
    const old = await c.post('/gift-rules/spend-100-lip-balm', { ...fields, total: '80' });
    expect(old.status).toBe(409);
    expect(old.html).toContain(STALE_MESSAGE);
    expect(giftRuleByHandle(t.db, 'spend-100-lip-balm')!.buy_total).not.toBe('80.00');
    const drawn = versionIn(old.html);
    const refused = await c.post('/gift-rules/spend-100-lip-balm', { ...fields, giftProducts: [], version: drawn });
    expect(refused.status).toBe(400);
    expect(versionIn(refused.html)).toBe(drawn);
    expect(t.emitted).toEqual([]);
  });

  it.each(['editor', 'fulfilment'] as const)('refuses the %s (403)', async (role) => {
    const c = await t.signIn(role);
    await c.get('/');
    expect((await c.get('/gift-rules')).status).toBe(403);
    expect((await c.post('/gift-rules', fields)).status).toBe(403);
    expect(giftRuleByHandle(t.db, 'spend-60-lip-balm')).toBeNull();
  });
});
