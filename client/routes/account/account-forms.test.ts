import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { encodeId } from '../../../shared/rules/xor-id';
import { US_STATES } from '../../../shared/rules/us-address';
import { BROWSER_UA, createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { textOf } from '../../../server/test-support/page-html';
import { TEST_ORIGIN } from '../../test-support/agent-api';

// The account forms as a browser without JavaScript receives them (server-rendered through the
// real BFF): plain POST forms to the page itself, an intent per button, labelled inputs with
// the browser's autofill tokens, the rules stated before typing.

let t: TestApp;
let demo: request.Agent;
let user: User;

beforeAll(async () => {
  t = await createTestApp();
  demo = request.agent(t.app);
  const res = await demo
    .post('/api/ecom/v1.0/user-login')
    .set('Origin', TEST_ORIGIN)
    .send({ email: 'demo@example.com', password: 'Demo1234!' });
  expect(res.body.errors).toEqual([]);
  user = (await demo.post('/api/ecom/v1.0/user-info').set('Origin', TEST_ORIGIN).send({})).body.user as User;
});
afterAll(() => t.close());

async function main(path: string) {
  const res = await demo.get(path).set('User-Agent', BROWSER_UA);
  expect(res.status).toBe(200);
  return /<main[^>]*>([\s\S]*)<\/main>/.exec(res.text)?.[1] ?? '';
}

const forms = (html: string) =>
  [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));
/** The input or select of that name, attribute names lower-cased (React writes `autoComplete`; HTML ignores case). */
const input = (html: string, name: string) =>
  (new RegExp(`<(input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '').replace(
    / ([a-zA-Z-]+)=/g,
    (_m, a: string) => ` ${a.toLowerCase()}=`,
  );

describe('/account/addresses', () => {
  it('every form posts to the page; each card has Edit, Set as default (not on the default) and Delete', async () => {
    const html = await main('/account/addresses');
    // (Delete's first step opens the answered page at its card: #address-<id>)
    for (const f of forms(html))
      expect(f.attrs).toMatch(
        /method="post"[^>]*action="\/account\/addresses(#address-[\w-]+)?"|action="\/account\/addresses(#address-[\w-]+)?"[^>]*method="post"/,
      );
    const cards = html.split(/<li id="address-[\w-]+" class="address-card/).slice(1);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('Default address');
    expect(cards[0]).not.toContain('value="set-default"');
    for (const card of cards.slice(1)) expect(card).toContain('value="set-default"');
    for (const card of cards) {
      expect(card).toContain('value="ask-delete"');
      expect(card).toMatch(/href="\/account\/addresses\/[A-Za-z0-9_-]+"/);
    }
  });

  it('the add form: autofill tokens, a select of the 56 state codes, the ZIP rule stated', async () => {
    const html = await main('/account/addresses');
    const add = forms(html).find((f) => f.body.includes('value="create"'))!.body;
    for (const [name, token] of [
      ['firstName', 'given-name'],
      ['lastName', 'family-name'],
      ['address1', 'address-line1'],
      ['address2', 'address-line2'],
      ['city', 'address-level2'],
      ['provinceCode', 'address-level1'],
      ['zip', 'postal-code'],
      ['phone', 'tel'],
    ]) {
      expect(input(add, name!)).toContain(`autocomplete="section-create ${token}"`);
    }
    expect(add.match(/<option value="[A-Z]{2}"/g)).toHaveLength(US_STATES.length);
    expect(textOf(add)).toContain('5 digits, or ZIP+4 (12345-6789)');
  });
});

describe('/account/addresses/{id}', () => {
  it('posts the update to its own URL', async () => {
    const id = encodeId(user.addresses.edges[1]!.node.id);
    const html = await main(`/account/addresses/${id}`);
    const [form] = forms(html);
    expect(form!.attrs).toContain(`action="/account/addresses/${id}"`);
    expect(form!.body).toContain('value="update"');
  });
});

describe('/account/contact', () => {
  it('the details form without the current password (asked only for a new e-mail), and the password form with its rules', async () => {
    const html = await main('/account/contact');
    const [details, password] = forms(html);
    expect(details!.attrs).toContain('action="/account/contact"');
    expect(input(details!.body, 'email')).toContain(`value="${user.email}"`);
    expect(input(details!.body, 'email')).toContain('autocomplete="email"');
    expect(input(details!.body, 'firstName')).toContain('autocomplete="given-name"');
    expect(input(details!.body, 'currentPassword')).toBe('');
    expect(details!.body).toContain('value="details"');
    expect(input(password!.body, 'currentPassword')).toContain('autocomplete="current-password"');
    expect(input(password!.body, 'password')).toContain('autocomplete="new-password"');
    expect(input(password!.body, 'confirmPassword')).toContain('autocomplete="new-password"');
    expect(textOf(password!.body)).toContain('At least 8 characters (up to 128); spaces count.');
  });
});

describe('/account/subscriptions/{id}', () => {
  it('an active one: skip, change schedule (the product’s plans), cancel', async () => {
    const html = await main('/account/subscriptions/sub-demo-vitamin-c');
    for (const intent of ['skip', 'change-plan', 'ask-cancel']) expect(html).toContain(`value="${intent}"`);
    expect(input(html, 'sellingPlanId')).toBeTruthy();
    expect(html).toMatch(/<option value="plan-60" selected="">/);
  });

  it('an active one can be paused; a paused one cannot skip, and is resumed with its own button', async () => {
    expect(await main('/account/subscriptions/sub-demo-vitamin-c')).toContain('value="pause"');
    const html = await main('/account/subscriptions/sub-demo-spf');
    expect(html).not.toContain('value="skip"');
    expect(html).not.toContain('value="pause"');
    expect(html).toMatch(/<button type="submit" value="resume"[^>]*name="intent"/);
    expect(textOf(html)).toContain('This subscription is paused');
  });
});

describe('/account/orders/{id}', () => {
  it('offers Buy again as a POST form to the order page', async () => {
    const id = user.orders
      .find((o) => o.name === '#1001')!
      .id.split('/')
      .pop()!;
    const html = await main(`/account/orders/${id}`);
    const buy = forms(html).find((f) => f.body.includes('value="buy-again"'));
    expect(buy?.attrs).toContain(`action="/account/orders/${id}"`);
    expect(textOf(buy!.body)).toContain('Buy again');
  });
});
