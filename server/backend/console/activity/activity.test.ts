import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/audit-trail';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';

// Activity: the audit trail newest first, filtered by person and entity, a page at a time;
// read-only (nothing in the console edits it, the table refuses it), values shown as text.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

function entries(n: number, email: string, entity: string) {
  for (let i = 0; i < n; i++) {
    recordAudit(
      t.db,
      { id: null, email },
      { action: `${entity}.test`, entity, entityId: `${entity}-${i}`, after: { i } },
      new Date(t.now().getTime() + i * 1000),
    );
  }
}

describe('Activity', () => {
  it("shows a role only the entities its own screens show (an editor never reads a customer's entry)", async () => {
    entries(1, 'cli', 'customer');
    entries(1, 'cli', 'product');
    entries(1, 'cli', 'order');
    entries(1, 'cli', 'something_new');
    const seen = async (role: 'owner' | 'editor' | 'fulfilment') => {
      const html = (await (await t.signIn(role)).get('/activity')).html;
      return ['customer-0', 'product-0', 'order-0', 'something_new-0'].filter((id) => html.includes(id));
    };
    expect(await seen('owner')).toEqual(['customer-0', 'product-0', 'order-0', 'something_new-0']);
    expect(await seen('editor')).toEqual(['product-0']);
    expect(await seen('fulfilment')).toEqual(['customer-0', 'order-0']);
    const asked = await (await t.signIn('editor')).get('/activity?entity=customer');
    expect(asked.html).not.toContain('customer-0');
  });

  it('lists newest first, filters by person and entity, and pages', async () => {
    entries(30, 'cli', 'staff');
    entries(30, 'ann@staff.test', 'order');
    const c = await t.signIn('owner');
    const first = await c.get('/activity');
    expect(first.status).toBe(200);
    expect(first.html).toContain('60 entries');
    expect(first.html.indexOf('order-29')).toBeLessThan(first.html.indexOf('order-28'));
    expect(first.html).toContain('Page 1 of 2');
    expect(first.html).toContain('href="/activity?page=2"');
    const second = await c.get('/activity?page=2');
    expect(second.html).toContain('staff-0');
    expect(second.html).not.toContain('order-29');

    const byPerson = await c.get('/activity?staff=ann%40staff.test');
    expect(byPerson.html).toContain('30 entries');
    expect(byPerson.html).not.toContain('staff-1<');
    const byEntity = await c.get('/activity?entity=staff&staff=');
    expect(byEntity.html).toContain('30 entries');
    expect(byEntity.html).not.toContain('order-1');
    expect((await c.get('/activity?entity=nothing')).html).toContain('0 entries');
    expect((await c.get('/activity?page=abc')).status).toBe(200);
  });

  it('shows values as text, never as markup', async () => {
    recordAudit(
      t.db,
      { id: null, email: 'cli' },
      { action: 'review.reject', entity: 'review', entityId: 7, reason: '<script>alert(1)</script>' },
      t.now(),
    );
    const c = await t.signIn('fulfilment');
    const page = await c.get('/activity');
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('cannot be edited: no route changes it and the table refuses updates', async () => {
    entries(1, 'cli', 'staff');
    const owner = await t.signIn('owner');
    await owner.get('/activity');
    expect((await owner.post('/activity', { id: '1' })).status).toBe(404);
    expect(() => t.db.prepare("UPDATE audit_log SET staff_email = 'x'").run()).toThrow('cannot be edited');
    expect(() => t.db.prepare('DELETE FROM audit_log').run()).toThrow('cannot be edited');
  });
});
