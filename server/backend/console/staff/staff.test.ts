import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestEmail } from '../../customers/outbox';
import { startConsoleForTest, type ConsoleTest } from '../test-support/console-test';
import { staffByEmail, staffById } from './staff-store';

// The Staff screen (owners): invite (link shown once and mailed), change a role, disable, reset
// a second factor; the last active owner can be neither demoted nor disabled; each change is
// in the audit trail with who did it and the values before and after.

let t: ConsoleTest;
beforeEach(async () => {
  t = await startConsoleForTest();
});
afterEach(() => t.close());

const audit = () =>
  t.db
    .prepare('SELECT staff_email, action, entity, entity_id, before_json, after_json FROM audit_log ORDER BY id')
    .all() as {
    staff_email: string;
    action: string;
    entity: string;
    entity_id: string;
    before_json: string | null;
    after_json: string | null;
  }[];

describe('Staff screen', () => {
  it('invites: the one-time link is shown once and mailed to the outbox', async () => {
    const owner = await t.signIn('owner');
    await owner.get('/staff');
    const res = await owner.post('/staff/invite', { email: 'pat@staff.test', role: 'fulfilment' });
    expect(res.status).toBe(200);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/setup\/[\w-]+)/.exec(res.html)![1]!;
    expect(latestEmail(t.db, 'pat@staff.test')!.body).toContain(link);
    expect(t.mails.at(-1)!.recipient).toBe('pat@staff.test');
    expect(res.html).toMatch(/pat@staff\.test[\s\S]*invited/);
    const pat = staffByEmail(t.db, 'pat@staff.test')!;
    expect(audit().at(-1)).toMatchObject({
      staff_email: owner.staff!.email,
      action: 'staff.invite',
      entity: 'staff',
      entity_id: String(pat.id),
      after_json: JSON.stringify({ email: 'pat@staff.test', role: 'fulfilment' }),
    });
    // the list page shows no link
    expect((await owner.get('/staff')).html).not.toContain('/setup/');
  });

  it('refuses a bad e-mail or role with a message next to the field, and a taken e-mail', async () => {
    const owner = await t.signIn('owner');
    await owner.get('/staff');
    const bad = await owner.post('/staff/invite', { email: 'not an email', role: 'editor' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Enter an e-mail address like name@example.com.');
    expect(bad.html).toContain('value="not an email"');
    const role = await owner.post('/staff/invite', { email: 'a@staff.test', role: 'admin' });
    expect(role.status).toBe(400);
    expect(role.html).toContain('Choose a role');
    const taken = await owner.post('/staff/invite', { email: owner.staff!.email, role: 'editor' });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain('already has this e-mail');
    expect(staffByEmail(t.db, 'a@staff.test')).toBeNull();
  });

  it('inviting someone not yet set up again renews their link: the old one stops working', async () => {
    const owner = await t.signIn('owner');
    await owner.get('/staff');
    const linkIn = (html: string) => new URL(/(http:\/\/127\.0\.0\.1:\d+\/setup\/[\w-]+)/.exec(html)![1]!).pathname;
    const first = linkIn((await owner.post('/staff/invite', { email: 'pat@staff.test', role: 'editor' })).html);
    const second = linkIn((await owner.post('/staff/invite', { email: 'pat@staff.test', role: 'fulfilment' })).html);
    expect(second).not.toBe(first);
    expect((await t.client().get(first)).status).toBe(410);
    expect((await t.client().get(second)).status).toBe(200);
    expect(staffByEmail(t.db, 'pat@staff.test')!.role).toBe('fulfilment');
  });

  it('changes a role, recorded with before and after', async () => {
    const owner = await t.signIn('owner');
    const ed = t.createStaff('ed@staff.test', 'editor');
    await owner.get('/staff');
    const res = await owner.post(`/staff/${ed.id}/role`, { role: 'fulfilment' });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/staff?notice=role-changed');
    expect((await owner.get('/staff?notice=role-changed')).html).toContain('Role changed.');
    expect(staffById(t.db, ed.id)!.role).toBe('fulfilment');
    expect(audit().at(-1)).toMatchObject({
      action: 'staff.role',
      before_json: '{"role":"editor"}',
      after_json: '{"role":"fulfilment"}',
    });
  });

  it('the last active owner can be neither demoted nor disabled; with two, one can go', async () => {
    const owner = await t.signIn('owner');
    await owner.get('/staff');
    const demote = await owner.post(`/staff/${owner.staff!.id}/role`, { role: 'editor' });
    expect(demote.status).toBe(409);
    expect(demote.html).toContain('at least one active owner');
    const disable = await owner.post(`/staff/${owner.staff!.id}/disable`);
    expect(disable.status).toBe(409);
    expect(staffById(t.db, owner.staff!.id)).toMatchObject({ role: 'owner', disabled_at: null });
    const second = t.createStaff('second@staff.test', 'owner');
    expect((await owner.post(`/staff/${second.id}/role`, { role: 'editor' })).status).toBe(303);
    expect((await owner.post(`/staff/${second.id}/role`, { role: 'owner' })).status).toBe(303);
    expect((await owner.post(`/staff/${second.id}/disable`)).status).toBe(303);
    expect(staffById(t.db, second.id)!.disabled_at).not.toBeNull();
    expect(audit().at(-1)).toMatchObject({ action: 'staff.disable', entity_id: String(second.id) });
  });

  it('resets a second factor: it is gone, with its recovery codes and sessions', async () => {
    const owner = await t.signIn('owner');
    const kim = await t.signIn('fulfilment', { twoFactor: true });
    await owner.get('/staff');
    const res = await owner.post(`/staff/${kim.staff!.id}/reset-second-factor`);
    expect(res.status).toBe(303);
    expect(staffById(t.db, kim.staff!.id)!.totp_secret).toBeNull();
    expect(
      t.db.prepare('SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE staff_id = ?').get(kim.staff!.id),
    ).toEqual({ n: 0 });
    expect((await kim.get('/')).location).toBe('/sign-in');
    expect(audit().at(-1)).toMatchObject({ action: 'staff.second-factor-reset', staff_email: owner.staff!.email });
  });

  it('an unknown id answers 404', async () => {
    const owner = await t.signIn('owner');
    await owner.get('/staff');
    expect((await owner.post('/staff/999999/disable')).status).toBe(404);
    expect((await owner.post('/staff/abc/role', { role: 'owner' })).status).toBe(404);
  });
});
