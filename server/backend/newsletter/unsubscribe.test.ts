import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sql } from '../db/statements';
import { createTestBackend, TEST_SECRET, TEST_SITE } from '../test-fixtures/test-backend';
import { DEMO } from '../test-fixtures/seed-fixture';
import { unsubscribeLink, validUnsubscribe } from './unsubscribe';

// The newsletter's leave link: signed for one address, refused when changed, and honoured at
// once (the subscription row is gone; a customer with that address no longer accepts marketing).

const partsOf = (link: string) => {
  const url = new URL(link);
  return { path: url.pathname, email: url.searchParams.get('email')!, signature: url.searchParams.get('signature')! };
};

describe('unsubscribe links', () => {
  it('names the address and carries a signature only that address passes', () => {
    const p = partsOf(unsubscribeLink(TEST_SECRET, TEST_SITE, 'Reader+news@example.com'));
    expect(p).toMatchObject({ path: '/newsletter/unsubscribe', email: 'Reader+news@example.com' });
    expect(validUnsubscribe(TEST_SECRET, 'reader+news@EXAMPLE.com', p.signature)).toBe(true);
    expect(validUnsubscribe(TEST_SECRET, 'other@example.com', p.signature)).toBe(false);
    expect(validUnsubscribe('another-secret-0123456789', 'reader+news@example.com', p.signature)).toBe(false);
    expect(validUnsubscribe(TEST_SECRET, 'reader+news@example.com', '')).toBe(false);
  });

  it('never accepts a signature made for another address, nor any arbitrary string', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), fc.string(), (a, b, junk) => {
        const { signature } = partsOf(unsubscribeLink(TEST_SECRET, TEST_SITE, a));
        if (a.toLowerCase() !== b.toLowerCase()) expect(validUnsubscribe(TEST_SECRET, b, signature)).toBe(false);
        if (junk !== signature) expect(validUnsubscribe(TEST_SECRET, a, junk)).toBe(false);
      }),
    );
  });
});

describe('newsletter-unsubscribe', () => {
  it('drops the subscriber and the marketing consent at once; a changed link changes nothing', async () => {
    const t = createTestBackend();
    sql(t.db, 'UPDATE customers SET accepts_marketing = 1 WHERE email = ?').run(DEMO.email);
    sql(
      t.db,
      `INSERT INTO newsletter_subscribers (email, consent_at, form_location, created_at, confirmed_at)
       VALUES (?, '2025-05-01T10:00:00.000Z', 'footer', '2025-05-01T10:00:00.000Z', '2025-05-01T10:05:00.000Z')`,
    ).run(DEMO.email.toUpperCase());
    const count = () => (sql(t.db, 'SELECT COUNT(*) AS n FROM newsletter_subscribers').get() as { n: number }).n;
    const marketing = () =>
      (sql(t.db, 'SELECT accepts_marketing AS m FROM customers WHERE email = ?').get(DEMO.email) as { m: number }).m;
    const { email, signature } = partsOf(unsubscribeLink(TEST_SECRET, TEST_SITE, DEMO.email));

    const forged = await t.call('newsletter-unsubscribe', { email: 'someone@example.com', signature });
    expect([forged.status, forged.body]).toEqual([200, { unsubscribed: false }]);
    expect([count(), marketing()]).toEqual([1, 1]);

    const res = await t.call('newsletter-unsubscribe', { email, signature });
    expect([res.status, res.body]).toEqual([200, { unsubscribed: true }]);
    expect([count(), marketing()]).toEqual([0, 0]);
    // the same link again: still unsubscribed, nothing else to do
    expect((await t.call('newsletter-unsubscribe', { email, signature })).body).toEqual({ unsubscribed: true });

    const bad = await t.call('newsletter-unsubscribe', { email, signature: 'short' });
    expect(bad.status).toBe(400);
  });
});
