import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRows } from '../test-store/console-store';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { versionIn } from '../test-support/drawn-versions';
import { STALE_MESSAGE } from '../ui/drawn-version';
import { DISCOUNT_MESSAGES } from './discount-rules';
import { discountByCode } from './discount-store';

// The Discount codes screen over HTTP: the list with offer, dates, minimum, uses and on/off;
// create (303, the shop told; 400 with the message at the field and the typed values kept);
// edit, turn off; and who may (the owner; editor and fulfilment are refused). What a cart then
// does with the code is carts/discount-terms.test.ts.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const fields = {
  code: 'summer15',
  kind: 'percentage',
  value: '15',
  description: '15% off for summer',
  starts: '2025-06-01',
  ends: '2025-06-30',
  minimum: '50',
  usageLimit: '500',
  perCustomerLimit: '1',
  enabled: '1',
};

async function owner() {
  const c = await t.signIn('owner');
  await c.get('/discounts');
  return c;
}

describe('the Discount codes screen', () => {
  it('lists the codes with their offer, dates, minimum, uses and on/off', async () => {
    const c = await owner();
    const page = await c.get('/discounts');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<a href="/discounts" aria-current="page">Discounts</a>');
    expect(page.html).toMatch(/<code>WELCOME10<\/code>[\s\S]*?10% off[\s\S]*?Always[\s\S]*?None/);
    expect(page.html).toMatch(/<code>FREESHIP<\/code>[\s\S]*?Free shipping/);
    expect(page.html).toMatch(/id="discount-OLD20"[\s\S]*?Off[\s\S]*?Turn on/);
  });

  it('creates a code: 303, stored with its terms, audited, the shop told', async () => {
    const c = await owner();
    await c.get('/discounts/new');
    const res = await c.post('/discounts', fields);
    expect(res.status).toBe(303);
    expect(res.location).toBe('/discounts?notice=created');
    expect(discountByCode(t.db, 'SUMMER15')).toMatchObject({
      percentage: 15,
      startsAt: '2025-06-01T00:00:00.000Z',
      endsAt: '2025-07-01T00:00:00.000Z',
      minSubtotalCents: 5000,
      usageLimit: 500,
      perCustomerLimit: 1,
      enabled: true,
      timesUsed: 0,
    });
    expect(t.emitted).toEqual([['discounts']]);
    expect(auditRows(t.db).at(-1)).toMatchObject({ action: 'discount.create', entity_id: 'SUMMER15' });
    const list = (await c.get(res.location!)).html;
    expect(list).toContain('Discount code created.');
    expect(list).toMatch(
      /SUMMER15[\s\S]*?15% off[\s\S]*?06\/01\/2025 – 06\/30\/2025[\s\S]*?\$50\.00[\s\S]*?0 of 500 \(1 per customer\)/,
    );
  });

  it.each([
    ['a bad code', { code: 'a b' }, 'code', DISCOUNT_MESSAGES.code],
    ['an existing code', { code: 'welcome10' }, 'code', DISCOUNT_MESSAGES.codeTaken],
    ['dates out of order', { starts: '2025-07-01', ends: '2025-06-01' }, 'ends', DISCOUNT_MESSAGES.endsBeforeStart],
    ['150 percent', { value: '150' }, 'value', DISCOUNT_MESSAGES.percentage],
  ])(
    'refuses %s with 400 at its field, keeping what was typed, writing nothing',
    async (_name, over, field, message) => {
      const c = await owner();
      await c.get('/discounts/new');
      const res = await c.post('/discounts', { ...fields, ...over });
      expect(res.status).toBe(400);
      expect(res.html).toContain(`id="discount-${field}-error">${message}`);
      expect(res.html).toContain('value="15% off for summer"');
      expect(t.emitted).toEqual([]);
    },
  );

  it('edits the terms (the name stays) and turns a code off', async () => {
    const c = await owner();
    const form = await c.get('/discounts/WELCOME10');
    expect(form.html).toContain('value="WELCOME10"');
    const saved = await c.post('/discounts/welcome10', {
      ...fields,
      code: 'RENAMED',
      kind: 'amount',
      value: '12.50',
      version: versionIn(form.html),
    });
    expect(saved.location).toBe('/discounts?notice=saved');
    expect(discountByCode(t.db, 'WELCOME10')).toMatchObject({ amountCents: 1250, percentage: null });
    expect(discountByCode(t.db, 'RENAMED')).toBeNull();
    const off = await c.post('/discounts/WELCOME10/enabled', { enabled: '0' });
    expect(off.location).toBe('/discounts?notice=disabled');
    expect(discountByCode(t.db, 'WELCOME10')!.enabled).toBe(false);
    expect((await c.post('/discounts/NOPE/enabled', { enabled: '1' })).status).toBe(404);
    expect((await c.get('/discounts/NOPE')).status).toBe(404);
    expect(t.emitted).toEqual([['discounts'], ['discounts']]);
  });

  it('refuses a save made on terms someone saved meanwhile (409): theirs kept, the code shown as it is now', async () => {
    const a = await owner();
    const b = await t.signIn('owner');
    const first = versionIn((await a.get('/discounts/WELCOME10')).html);
    const second = versionIn((await b.get('/discounts/WELCOME10')).html);
    expect(second).toBe(first);
    const saved = await a.post('/discounts/WELCOME10', { ...fields, description: 'Saved first', version: first });
    expect(saved.status).toBe(303);
    const audited = auditRows(t.db).length;

    const late = await b.post('/discounts/WELCOME10', { ...fields, description: 'Saved second', version: second });
    expect(late.status).toBe(409);
    expect(late.html).toContain(STALE_MESSAGE);
    expect(late.html).toContain('value="Saved first"');
    expect(late.html).not.toContain('Saved second');
    expect(discountByCode(t.db, 'WELCOME10')!.description).toBe('Saved first');
    expect(auditRows(t.db)).toHaveLength(audited);
    expect(t.emitted).toEqual([['discounts']]);

    // the page drawn again carries the version as it is now: saving from it works
    const again = await b.post('/discounts/WELCOME10', {
      ...fields,
      description: 'Saved second',
      version: versionIn(late.html),
    });
    expect(again.status).toBe(303);
    expect(discountByCode(t.db, 'WELCOME10')!.description).toBe('Saved second');
  });

  it('treats a save with no version (a tab opened before forms carried one) as stale, and turning on or off needs none', async () => {
    const c = await owner();
    const old = await c.post('/discounts/WELCOME10', { ...fields, description: 'No version' });
    expect(old.status).toBe(409);
    expect(old.html).toContain(STALE_MESSAGE);
    expect(discountByCode(t.db, 'WELCOME10')!.description).not.toBe('No version');
    expect((await c.post('/discounts/WELCOME10/enabled', { enabled: '0' })).status).toBe(303);
    expect(t.emitted).toEqual([['discounts']]);
  });

  it('keeps the version the form was drawn with on a refused value (400), so a later save still meets a newer one', async () => {
    const a = await owner();
    const drawn = versionIn((await a.get('/discounts/WELCOME10')).html);
    const refused = await a.post('/discounts/WELCOME10', { ...fields, value: '150', version: drawn });
    expect(refused.status).toBe(400);
    expect(versionIn(refused.html)).toBe(drawn);
    await a.post('/discounts/WELCOME10/enabled', { enabled: '0' });
    expect((await a.post('/discounts/WELCOME10', { ...fields, version: drawn })).status).toBe(409);
    expect(discountByCode(t.db, 'WELCOME10')!.enabled).toBe(false);
  });

  it.each(['editor', 'fulfilment'] as const)('refuses the %s (403), changing nothing', async (role) => {
    const c = await t.signIn(role);
    await c.get('/');
    expect((await c.get('/discounts')).status).toBe(403);
    expect((await c.post('/discounts', fields)).status).toBe(403);
    expect((await c.post('/discounts/WELCOME10/enabled', { enabled: '0' })).status).toBe(403);
    expect((await c.get('/')).html).not.toContain('href="/discounts"');
    expect(discountByCode(t.db, 'WELCOME10')!.enabled).toBe(true);
  });
});
