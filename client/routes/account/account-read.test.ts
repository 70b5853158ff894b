import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { encodeId } from '../../../shared/rules/xor-id';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { BROWSER_UA, createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { textOf } from '../../../server/test-support/page-html';
import { TEST_ORIGIN } from '../../test-support/agent-api';
import { cardHandles } from '../../test-support/product-cards';

// The signed-in account screens that read, rendered on the server through the real BFF and
// the embedded backend's demo data, as a browser without JavaScript receives them.

let t: TestApp;
let demo: request.Agent;
let user: User;
let samOrderId: string;

async function signIn(email: string, password: string) {
  const agent = request.agent(t.app);
  const res = await agent.post('/api/ecom/v1.0/user-login').set('Origin', TEST_ORIGIN).send({ email, password });
  expect(res.body.errors).toEqual([]);
  const info = await agent.post('/api/ecom/v1.0/user-info').set('Origin', TEST_ORIGIN).send({});
  return { agent, user: info.body.user as User };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ agent: demo, user } = await signIn('demo@example.com', 'Demo1234!'));
  samOrderId = (await signIn('sam.patel@example.com', 'Glow2026!')).user.orders[0]!.id;
});
afterAll(() => t.close());

async function page(path: string, agent: request.Agent = demo) {
  const res = await agent.get(path).set('User-Agent', BROWSER_UA);
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(res.text ?? '')?.[1] ?? '';
  return {
    status: res.status,
    html: res.text ?? '',
    main,
    text: textOf(main),
    location: res.headers.location as string | undefined,
  };
}

const lastSegment = (id: string) => id.slice(id.lastIndexOf('/') + 1);

describe('signed out', () => {
  it.each([
    '/account/home',
    '/account/orders',
    '/account/orders/1',
    '/account/subscriptions/sub-demo-spf',
    '/account/addresses',
    `/account/addresses/${encodeId('gid://shopify/MailingAddress/1')}`,
    '/account/favorites',
  ])('%s redirects to /account/login, returning there after sign-in', async (path) => {
    const res = await page(path, request.agent(t.app));
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/account/login?returnTo=${encodeURIComponent(path)}`);
  });
});

describe('every account page', () => {
  it.each([
    ['/account/home', 'Hello, Dana'],
    ['/account/orders', 'Orders'],
    ['/account/subscriptions', 'Subscriptions'],
    ['/account/addresses', 'Addresses'],
    ['/account/favorites', 'Favorites'],
  ])('%s: one h1, the account navigation with sign out, the page marked current', async (path, heading) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.main.match(/<h1[ >]/g)).toHaveLength(1);
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.main)![1]!)).toBe(heading);
    const nav = /<nav class="account-nav" aria-label="Account">([\s\S]*?)<\/nav>/.exec(res.main)?.[1] ?? '';
    for (const href of [
      '/account/home',
      '/account/orders',
      '/account/subscriptions',
      '/account/addresses',
      '/account/favorites',
      '/account/contact',
      '/account/logout',
    ]) {
      expect(nav).toContain(`href="${href}"`);
    }
    expect(nav).toMatch(new RegExp(`aria-current="page"[^>]*href="${path}"|href="${path}"[^>]*aria-current="page"`));
    expect(res.html).toMatch(/<title>[^<]+<\/title>/);
  });
});

describe('/account/home', () => {
  it('greets the customer, shows the customer number, recent orders, default address and chosen professional', async () => {
    const { text, main } = await page('/account/home');
    expect(text).toContain(`Customer number ${lastSegment(user.id)}`);
    expect(text).toContain('Recent orders');
    // the three newest orders, linked
    for (const o of user.orders.slice(0, 3)) expect(main).toContain(`href="/account/orders/${lastSegment(o.id)}"`);
    expect(main).not.toContain(`href="/account/orders/${lastSegment(user.orders[3]!.id)}"`);
    expect(text).toMatch(/Default address Dana Morgan 1420 N Wells St Apt 3B Chicago, IL 60610/);
    expect(text).toMatch(/Your professional .*Lincoln Park/);
  });
});

describe('/account/orders', () => {
  it('lists all six orders in a captioned table: number, MM/DD/YYYY date, status, items, USD total', async () => {
    const { main, text } = await page('/account/orders');
    expect(main).toContain('<caption>All 6 orders, newest first</caption>');
    expect(main.match(/<tr data-order=/g)).toHaveLength(6);
    for (const o of user.orders) {
      const row = new RegExp(`<tr data-order="${o.orderNumber}">([\\s\\S]*?)</tr>`).exec(main)?.[1] ?? '';
      expect(row).toContain(`href="/account/orders/${lastSegment(o.id)}"`);
      expect(textOf(row)).toContain(`Order ${o.name} ${formatDate(o.processedAt)}`);
      expect(textOf(row)).toContain(formatMoney(o.total));
    }
    expect(text).toContain('12/02/2025');
    for (const label of ['Processing', 'Shipped', 'Delivered', 'Cancelled', 'Refunded']) expect(text).toContain(label);
  });
});

describe('/account/orders/{id}', () => {
  it('shows the lines, totals that add up, both addresses and the status', async () => {
    const first = user.orders.find((o) => o.name === '#1001')!;
    const { status, main, text, html } = await page(`/account/orders/${lastSegment(first.id)}`);
    expect(status).toBe(200);
    expect(text).toContain('Order #1001');
    // the tab says the order's name as the heading does, not the id in the path
    expect(html).toMatch(/<title>Order #1001 [^<]*<\/title>/);
    expect(text).toContain('Placed 12/02/2025');
    expect(text).toContain('Status: Delivered');
    expect(main.match(/<li class="order-line"/g)).toHaveLength(3);
    expect(text).toContain('Gentle Foaming Cleanser');
    expect(text).toMatch(/Discount \(WELCOME10\) −\$\d+\.\d\d/);
    expect(main).toContain(`data-testid="order-total">${formatMoney(first.total)}<`);
    expect(text).toMatch(/Shipping address Dana Morgan 1420 N Wells St/);
    expect(text).toMatch(/Billing address Dana Morgan 1420 N Wells St/);
  });

  it('marks a free gift line and ships to the address the order went to', async () => {
    const gift = user.orders.find((o) => o.name === '#1003')!;
    expect((await page(`/account/orders/${lastSegment(gift.id)}`)).text).toMatch(
      /Mini Barrier Repair Moisturizer .*Free gift \$0\.00/,
    );
    const work = user.orders.find((o) => o.name === '#1009')!;
    const { text } = await page(`/account/orders/${lastSegment(work.id)}`);
    expect(text).toMatch(/Shipping address Dana Morgan Lakefront Design Studio 233 S Wacker Dr/);
    expect(text).toContain('Status: Processing');
  });

  it.each([
    ['another customer’s order', () => lastSegment(samOrderId)],
    ['an order that does not exist', () => '999999'],
    ['a malformed id', () => 'abc'],
  ])('answers 404 for %s, with none of its data', async (_label, id) => {
    const path = `/account/orders/${id()}`;
    const res = await page(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain(`Page Not Found: ${path}`);
    // Sam Patel's order is #1004: neither its number nor its lines reach the page or its data
    expect(res.html).not.toContain('#1004');
    expect(res.html).not.toContain('KIT-ACN-01');
  });
});

describe('/account/subscriptions', () => {
  it('lists both subscriptions with product, cadence, next date and state, each linked', async () => {
    const { main, text } = await page('/account/subscriptions');
    expect(main).toContain('href="/account/subscriptions/sub-demo-vitamin-c"');
    expect(main).toContain('href="/account/subscriptions/sub-demo-spf"');
    expect(text).toMatch(
      /Vitamin C 15% Brightening Serum .*Delivery Every 60 days Next delivery 12\/12\/2026 .*Status Active/i,
    );
    expect(text).toMatch(
      /Daily Mineral SPF 45 .*Delivery Every 90 days Next delivery Paused \(was 03\/01\/2027\) .*Status Paused/i,
    );
  });

  it('shows one subscription on its own page', async () => {
    const { status, text } = await page('/account/subscriptions/sub-demo-vitamin-c');
    expect(status).toBe(200);
    expect(text).toMatch(/Next delivery 12\/12\/2026/);
    expect(text).toContain('Deliver every 60 days, save 10%');
  });

  it('answers 404 for another customer’s subscription, with none of its data', async () => {
    const res = await page('/account/subscriptions/sub-sam-salicylic');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found: /account/subscriptions/sub-sam-salicylic');
    expect(res.html).not.toMatch(/Salicylic Clarifying Wash/i);
  });
});

describe('/account/addresses', () => {
  it('lists the three addresses, the default first and marked, each linked by its obfuscated id', async () => {
    const { main, text } = await page('/account/addresses');
    expect(main.match(/<li id="address-[\w-]+" class="address-card/g)).toHaveLength(3);
    expect(text).toContain('Sign out Addresses Default address Dana Morgan 1420 N Wells St');
    for (const { node } of user.addresses.edges) {
      expect(main).toContain(`href="/account/addresses/${encodeId(node.id)}"`);
      expect(main).not.toContain(node.id);
    }
  });

  it('opens one address for editing by its obfuscated id: a POST form filled with it', async () => {
    const madison = user.addresses.edges.find((e) => e.node.city === 'Madison')!.node;
    const { status, main } = await page(`/account/addresses/${encodeId(madison.id)}`);
    expect(status).toBe(200);
    expect(main).toMatch(/<form[^>]*method="post"/);
    for (const [name, value] of [
      ['firstName', 'Ellen'],
      ['lastName', 'Morgan'],
      ['address1', '1127 Jenifer St'],
      ['city', 'Madison'],
      ['zip', '53703'],
    ]) {
      expect(main).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"`));
    }
    expect(main).toMatch(/<option value="WI" selected="">Wisconsin<\/option>/);
    expect(textOf(main)).not.toContain('Your default address');
  });

  it.each([
    ['a tampered id', () => `${encodeId(user.addresses.edges[0]!.node.id).slice(0, -2)}zz`],
    ['a raw gid', () => encodeURIComponent(user.addresses.edges[0]!.node.id)],
    ['another customer’s address', () => encodeId('gid://shopify/MailingAddress/4')],
    ['garbage', () => '!!'],
  ])('answers 404 for %s', async (_label, id) => {
    const path = `/account/addresses/${id()}`;
    const res = await page(path);
    expect(res.status).toBe(404);
    // An encoded '/' can be no page at all (the request rules answer 'Page not found'); the
    // others reach the route, whose validation answers 'Page Not Found' (SPEC section 2, rule 6).
    expect(res.text).toMatch(/Page not found: \/account\/addresses\//i);
    expect(res.text).not.toContain('Sam Patel');
  });
});

describe('/account/favorites', () => {
  it('shows the account’s five favorites as product cards, in the saved order', async () => {
    const { main } = await page('/account/favorites');
    const cards = cardHandles(main);
    expect(cards).toEqual(user.favorites.handles);
    expect(cards).toHaveLength(5);
  });
});
