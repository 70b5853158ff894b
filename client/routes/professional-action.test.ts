import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { PROFESSIONAL_ATTRIBUTE_KEY, PROFESSIONAL_NAME_LIMIT } from '../../shared/cart-constants';
import type { Cart } from '../../shared/contract/models';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { demoAgent, postPageForm, userOf } from '../test-support/demo-agent';
import { CHOOSE_PROFESSIONAL_INTENT, professionalAnchor } from '../features/professional/choose-form';
import { parseProfessional } from '../features/professional/chosen-professional-store';
import { PROFESSIONAL_MESSAGES } from './professional-action';

// "Choose this professional" as a form (a signed-in customer without JavaScript), through the
// real BFF and backend: posted to the results page, answered 303 back to it at that card.

let t: TestApp;
let demo: request.Agent;
const PAGE = '/find-a-professional?zip=60614';

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoAgent(t.app);
});
afterAll(() => t.close());

const chosen = async (agent: request.Agent = demo) => parseProfessional((await userOf(agent)).professional?.value);
const post = (path: string, fields: Record<string, string>, client: Parameters<typeof postPageForm>[0] = demo) =>
  postPageForm(client, path, fields);
const page = async (agent: request.Agent | request.SuperTest<request.Test> = demo) =>
  (await agent.get(PAGE).set('User-Agent', BROWSER_UA)).text;
const cardIds = (html: string) => [...html.matchAll(/name="locationId" value="([^"]+)"/g)].map((m) => m[1]!);

describe('choosing a professional without JavaScript', () => {
  it('a signed-in results page has a form per card not chosen; a visitor’s has none', async () => {
    const ids = cardIds(await page());
    expect(ids.length).toBeGreaterThan(1);
    expect(await page()).toContain(`name="intent" value="${CHOOSE_PROFESSIONAL_INTENT}"`);
    expect(cardIds(await page(request(t.app)))).toEqual([]);
  });

  it('saves a listed professional and answers 303 back to the results at that card, marked chosen', async () => {
    const id = cardIds(await page())[1]!;
    const res = await post(PAGE, { intent: CHOOSE_PROFESSIONAL_INTENT, locationId: id });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${PAGE}#${professionalAnchor(id)}`);
    expect((await chosen())?.id).toBe(id);
    const html = await page();
    expect(cardIds(html)).not.toContain(id);
    expect(html).toMatch(new RegExp(`id="${professionalAnchor(id)}"[\\s\\S]*?Your professional`));
  });

  it.each([
    [
      'an id not among the results',
      { intent: CHOOSE_PROFESSIONAL_INTENT, locationId: 'no-such-place' },
      PAGE,
      404,
      PROFESSIONAL_MESSAGES.notListed,
    ],
    [
      'no search on the page',
      { intent: CHOOSE_PROFESSIONAL_INTENT, locationId: 'x' },
      '/find-a-professional',
      404,
      PROFESSIONAL_MESSAGES.notListed,
    ],
    ['another intent', { intent: 'delete', locationId: 'x' }, PAGE, 400, PROFESSIONAL_MESSAGES.unknownIntent],
  ])('refuses %s, says why, keeps the choice', async (_name, fields, path, status, message) => {
    const before = await chosen();
    const res = await post(path, fields);
    expect(res.status).toBe(status);
    expect(res.text).toContain(message);
    expect(await chosen()).toEqual(before);
  });

  it('with a cart: the chosen professional is on the cart when the results open again', async () => {
    const agent = await demoAgent(t.app);
    const { body } = await agent.post('/api/ecom/v1.0/create-cart').set('Origin', TEST_ORIGIN).send({});
    const id = cardIds(await page(agent))[2]!;
    expect((await post(PAGE, { intent: CHOOSE_PROFESSIONAL_INTENT, locationId: id }, agent)).status).toBe(303);
    const { cart } = (await agent.post('/api/ecom/v1.0/get-cart').set('Origin', TEST_ORIGIN).send({})).body as {
      cart: Cart;
    };
    expect(cart.id).toBe(body.cart.id);
    const name = (await chosen(agent))!.name;
    expect(cart.attributes).toContainEqual({
      key: PROFESSIONAL_ATTRIBUTE_KEY,
      value: Array.from(name).slice(0, PROFESSIONAL_NAME_LIMIT).join(''),
    });
  });

  it('signed out: to sign-in, returning to the results', async () => {
    const res = await post(PAGE, { intent: CHOOSE_PROFESSIONAL_INTENT, locationId: 'x' }, request(t.app));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/account/login?returnTo=${encodeURIComponent(PAGE)}`);
  });
});
