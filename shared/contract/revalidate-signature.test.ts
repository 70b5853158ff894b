import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RevalidateBody, revalidateBodies, MAX_REVALIDATE_TAGS } from './revalidate';
import { signRevalidate, verifyRevalidate, type SignatureProblem } from './revalidate-signature';

const SECRET = 'a-revalidate-secret-of-some-length-0123456789';
const NOW = 1_800_000_000;
const BODY = '{"tags":["product:gentle-foaming-cleanser","products"]}';
const bytes = (text: string) => new TextEncoder().encode(text);

async function signed(body = BODY, at = NOW, secret = SECRET) {
  const h = await signRevalidate(secret, body, at);
  return { timestamp: h['x-revalidate-timestamp'], signature: h['x-revalidate-signature'], body: bytes(body) };
}

describe('revalidate signature', () => {
  it('is the HMAC-SHA256 of "<timestamp>.<body>" in hex, as openssl or any HMAC library computes it', async () => {
    const h = await signRevalidate(SECRET, BODY, NOW + 0.9);
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(h).toEqual({ 'x-revalidate-timestamp': String(NOW), 'x-revalidate-signature': `sha256=${expected}` });
  });

  const cases: [string, () => Promise<Parameters<typeof verifyRevalidate>[1]>, number, SignatureProblem | 'ok'][] = [
    ['signed now', () => signed(), NOW, 'ok'],
    ['signed 5 minutes ago', () => signed(BODY, NOW - 300), NOW, 'ok'],
    ['signed 5 minutes and 1 s ago', () => signed(BODY, NOW - 301), NOW, 'expired'],
    ['signed a minute ahead (clock skew)', () => signed(BODY, NOW + 60), NOW, 'ok'],
    ['signed 61 s ahead', () => signed(BODY, NOW + 61), NOW, 'future'],
    ['another secret', () => signed(BODY, NOW, 'another-secret-entirely-0123456789'), NOW, 'mismatch'],
    [
      'body changed after signing',
      async () => ({ ...(await signed()), body: bytes(BODY.replace('products', 'product')) }),
      NOW,
      'mismatch',
    ],
    [
      'timestamp changed after signing',
      async () => ({ ...(await signed()), timestamp: String(NOW - 1) }),
      NOW,
      'mismatch',
    ],
    ['no signature', async () => ({ ...(await signed()), signature: undefined }), NOW, 'missing'],
    ['no timestamp', async () => ({ ...(await signed()), timestamp: undefined }), NOW, 'missing'],
    [
      'signature without its prefix',
      async () => ({ ...(await signed()), signature: (await signed()).signature.slice(7) }),
      NOW,
      'malformed',
    ],
    ['signature too short', async () => ({ ...(await signed()), signature: 'sha256=abcd' }), NOW, 'malformed'],
    ['timestamp in milliseconds-ish text', async () => ({ ...(await signed()), timestamp: '1.8e9' }), NOW, 'malformed'],
    [
      'uppercase hex',
      async () => ({
        ...(await signed()),
        signature: (await signed()).signature.toUpperCase().replace('SHA256=', 'sha256='),
      }),
      NOW,
      'ok',
    ],
  ];
  it.each(cases)('%s', async (_name, make, now, expected) => {
    const check = await verifyRevalidate(SECRET, await make(), now);
    expect(check.ok ? 'ok' : check.problem).toBe(expected);
  });

  it('a signature over one body never verifies another (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (a, b) => {
        fc.pre(a !== b);
        const s = await signed(a);
        const check = await verifyRevalidate(SECRET, { ...s, body: bytes(b) }, NOW);
        expect(check).toEqual({ ok: false, problem: 'mismatch' });
        expect(await verifyRevalidate(SECRET, s, NOW)).toEqual({ ok: true });
      }),
      { numRuns: 50 },
    );
  });

  it('any header text gets an answer, never a throw (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.string()), fc.option(fc.string()), async (timestamp, signature) => {
        const check = await verifyRevalidate(SECRET, {
          timestamp: timestamp ?? undefined,
          signature: signature ?? undefined,
          body: bytes(BODY),
        });
        expect(check.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('revalidate body', () => {
  it.each([
    [{ tags: ['products'] }, true],
    [{ tags: [] }, false],
    [{ tags: [''] }, false],
    [{ tags: ['x'.repeat(201)] }, false],
    [{ tags: Array.from({ length: 201 }, (_, i) => `t${i}`) }, false],
    [{ tags: 'products' }, false],
    [{ tags: ['products'], extra: 1 }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(RevalidateBody.safeParse(body).success).toBe(valid);
  });

  it('splits a long list into bodies within the bound, each tag once', () => {
    const tags = Array.from({ length: 450 }, (_, i) => `product:p${i % 420}`);
    const bodies = revalidateBodies(tags);
    expect(bodies.map((b) => b.tags.length)).toEqual([MAX_REVALIDATE_TAGS, MAX_REVALIDATE_TAGS, 20]);
    for (const b of bodies) expect(RevalidateBody.safeParse(b).success).toBe(true);
  });
});
