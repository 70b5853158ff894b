import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVATION_SUBJECT } from '../../customers/activation-mail';
import { latestEmail, linkIn } from '../../customers/outbox';
import { sql } from '../../db/statements';
import { DEMO, INVITED } from '../../test-fixtures/seed-fixture';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';

// "Resend activation e-mail" on a customer's page: the shop's own activation mail with a fresh
// link that the shop accepts, earlier links spent, audited; refused for an active or disabled
// account; owners only.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const idOf = (email: string) => (sql(t.db, 'SELECT id FROM customers WHERE email = ?').get(email) as { id: number }).id;
const auditRows = (id: number) =>
  sql(t.db, "SELECT action, staff_email FROM audit_log WHERE entity = 'customer' AND entity_id = ?").all(String(id));

describe('Resend activation e-mail', () => {
  it('sends a fresh link the shop accepts, spends the earlier one and is audited', async () => {
    const id = idOf(INVITED.email);
    const earlier = linkIn(latestEmail(t.db, INVITED.email)!.body)!;
    const owner = await t.signIn('owner');
    const page = await owner.get(`/customers/${id}`);
    expect(page.html).toContain('Resend activation e-mail');

    const res = await owner.post(`/customers/${id}/resend-activation`);
    expect(res.status).toBe(303);
    expect((await owner.get(res.location!)).html).toContain('Activation e-mail sent with a new link');
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ recipient: INVITED.email, subject: ACTIVATION_SUBJECT });
    const fresh = linkIn(t.mails[0]!.body)!;
    expect(fresh).not.toBe(earlier);
    expect(latestEmail(t.db, INVITED.email)!.body).toBe(t.mails[0]!.body);
    expect(auditRows(id)).toEqual([{ action: 'customer.resend-activation', staff_email: owner.staff!.email }]);

    t.backend.setNow(t.now());
    const old = await t.backend.call('activate-account', { password: 'first-pass-1', activationUrl: earlier });
    expect(old.body.errors).toEqual([{ message: 'This activation link is invalid or has expired' }]);
    const ok = await t.backend.call('activate-account', { password: 'first-pass-1', activationUrl: fresh });
    expect(ok.body.errors).toEqual([]);
    expect((await t.backend.call('user-info', {}, ok.body.token)).body.user?.email).toBe(INVITED.email);

    // now active: the button is gone and a second resend is refused
    expect((await owner.get(`/customers/${id}`)).html).not.toContain('Resend activation e-mail');
    const again = await owner.post(`/customers/${id}/resend-activation`);
    expect(again.status).toBe(409);
    expect(again.html).toContain('This account is already active');
  });

  it.each([
    ['an active account', () => idOf(DEMO.email), 'This account is already active'],
    [
      'a disabled account',
      () => {
        const id = idOf(INVITED.email);
        sql(t.db, 'UPDATE customers SET disabled_at = ? WHERE id = ?').run(t.now().toISOString(), id);
        return id;
      },
      'This account is disabled',
    ],
  ])('refuses %s with a message and sends nothing', async (_case, pick, message) => {
    const id = pick();
    const owner = await t.signIn('owner');
    expect((await owner.get(`/customers/${id}`)).html).not.toContain('Resend activation e-mail');
    const res = await owner.post(`/customers/${id}/resend-activation`);
    expect(res.status).toBe(409);
    expect(res.html).toContain(message);
    expect(t.mails).toEqual([]);
    expect(auditRows(id)).toEqual([]);
    expect((await owner.post('/customers/999999/resend-activation')).status).toBe(404);
  });

  it.each(['fulfilment', 'editor'] as const)('refuses %s (403), sends nothing', async (role) => {
    const id = idOf(INVITED.email);
    const c = await t.signIn(role);
    if (role === 'fulfilment') expect((await c.get(`/customers/${id}`)).html).not.toContain('Resend activation');
    expect((await c.post(`/customers/${id}/resend-activation`)).status).toBe(403);
    expect(t.mails).toEqual([]);
  });
});
