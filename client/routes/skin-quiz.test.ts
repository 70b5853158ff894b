import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_ATTRIBUTE_KEY } from '../../shared/cart-constants';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import type { Cart } from '../../shared/contract/models';
import { cartOf, newBrowser, pageNotice, postForm, type Browser } from '../../server/test-support/cart-action-client';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { QUIZ_MESSAGES } from '../../shared/rules/routine/quiz-questions';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { demoAgent, postPageForm } from '../test-support/demo-agent';
import { formsOf } from '../test-support/page-forms';

// The skin quiz without JavaScript, through the real app and the embedded backend: each question a
// form posted to /skin-quiz (303 to the next), the routine at its own URL, the whole routine into
// the cart in one form, and the routine saved to the demo customer's account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANSWERS =
  'skin=oily&concern=acne&sensitivity=sometimes&time=both&steps=essentials&sun=moderate&fragrance-free=no';
const text = (res: request.Response) => res.text.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
const get = (client: Browser | request.Agent | null, path: string) =>
  (client ?? request(t.app)).get(path).set('User-Agent', BROWSER_UA);
const post = (fields: string) =>
  request(t.app)
    .post('/skin-quiz')
    .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA })
    .type('form')
    .send(fields);
const isGift = (l: Cart['lineItems'][number]) => l.attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY);
const paid = (cart: Cart | null) => (cart?.lineItems ?? []).filter((l) => !isGift(l));

describe('the questions', () => {
  it('starts at the skin type, a form posted to /skin-quiz, indexable while no answer is in the URL', async () => {
    const res = await get(null, '/skin-quiz');
    expect(res.status).toBe(200);
    expect(text(res)).toContain('What is your skin type?');
    expect(text(res)).toContain('Question 1 of 7');
    expect(res.text).not.toContain('noindex');
    const form = formsOf(res.text).find((f) => f.action === '/skin-quiz')!;
    expect(form).toMatchObject({ method: 'post', hidden: { question: 'skinType' } });
    expect(form.fields).toContain('skin');
  });

  it('walks every question with 303s, each next step carrying the answers so far, to the routine', async () => {
    const steps: [string, string][] = [
      ['question=skinType&skin=oily', '/skin-quiz?skin=oily'],
      ['question=concerns&skin=oily&concern=acne', '/skin-quiz?skin=oily&concern=acne'],
      [
        'question=sensitivity&skin=oily&concern=acne&sensitivity=sometimes',
        '/skin-quiz?skin=oily&concern=acne&sensitivity=sometimes',
      ],
      [
        'question=fragranceFree&skin=oily&concern=acne&sensitivity=sometimes&time=both&steps=essentials&sun=moderate&skip=1',
        `/skin-quiz/result?${ANSWERS}`,
      ],
    ];
    for (const [fields, location] of steps) {
      const res = await post(fields);
      expect(res.status, fields).toBe(303);
      expect(res.headers.location).toBe(location);
    }
    const next = text(await get(null, '/skin-quiz?skin=oily&concern=acne'));
    expect(next).toContain('How often does your skin react to new products?');
    expect(next).toContain('Question 3 of 7');
    // Back leads to the question before, its answer chosen again
    expect(next).toContain('href="/skin-quiz?skin=oily&amp;concern=acne&amp;step=concern"');
    const back = text(await get(null, '/skin-quiz?skin=oily&concern=acne&step=concern'));
    expect(back).toContain('<input type="checkbox" name="concern" checked="" value="acne"/>');
  });

  it('refuses a missing or unknown answer with 400 and the message beside the question, keeping the others', async () => {
    const none = await post('question=sensitivity&skin=dry&concern=none');
    expect(none.status).toBe(400);
    expect(text(none)).toContain(QUIZ_MESSAGES.chooseOne);
    const form = formsOf(none.text).find((f) => f.action === '/skin-quiz')!;
    expect(form.hidden).toMatchObject({ question: 'sensitivity', skin: 'dry', concern: 'none' });
    const three = await post('question=concerns&skin=dry&concern=acne&concern=discolorations&concern=visible-aging');
    expect(three.status).toBe(400);
    expect(text(three)).toContain(QUIZ_MESSAGES.tooMany);
    const forged = await post('question=skinType&skin=scaly');
    expect(forged.status).toBe(400);
    expect(text(forged)).toContain(QUIZ_MESSAGES.unknown);
  });
});

describe('the routine', () => {
  it('sends answers that are not all there back to the first open question', async () => {
    const res = await get(null, '/skin-quiz/result?skin=dry&concern=none');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/skin-quiz?skin=dry&concern=none');
  });

  it('shows each step with its product, reason, price and size and an alternative, not indexed', async () => {
    const res = await get(null, `/skin-quiz/result?${ANSWERS}`);
    expect(res.status).toBe(200);
    const html = text(res);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('For oily skin with breakouts:');
    for (const label of ['Step 1 · Cleanse', 'Step 2 · Treat', 'Step 3 · Protect', 'Step 3 · Moisturize'])
      expect(html).toContain(label);
    expect(html.match(/class="routine-step"/g)).toHaveLength(6);
    expect(html.match(/class="routine-step-alternative"/g)!.length).toBeGreaterThan(0);
    expect(html).toMatch(/class="routine-step-price">\$\d+\.\d\d <span class="routine-step-size">· [^<]+</);
    const add = formsOf(res.text).find((f) => f.hidden.intent === 'add-lines')!;
    expect(add).toMatchObject({ method: 'post', action: '/cart' });
    expect(add.fields).toContain('subscribe');
  });

  it('adds the whole routine in one form: each product once, the gift rules settled, the cart shows the lines', async () => {
    const browser = newBrowser(t);
    const page = await get(browser, `/skin-quiz/result?${ANSWERS}`);
    const add = formsOf(page.text).find((f) => f.hidden.intent === 'add-lines')!;
    const sizes = new Set(add.hidden.lines!.split(',').map((l) => l.split('|')[0]));
    const res = await postForm(browser, add.hidden);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/skin-quiz/result?${ANSWERS}`);
    const cart = await cartOf(browser);
    expect(
      paid(cart)
        .map((l) => l.merchandise.id)
        .sort(),
    ).toEqual([...sizes].sort());
    expect(paid(cart).every((l) => l.quantity === 1 && l.sellingPlan === null)).toBe(true);
    // a routine this size earns the seed's gift once
    expect(cart!.lineItems.filter(isGift).every((l) => l.quantity === 1)).toBe(true);
    const back = await get(browser, res.headers.location!);
    expect(pageNotice(text(back))).toEqual({ role: 'status', text: CART_MESSAGES.addedMany(sizes.size, false) });
    const cartPage = text(await get(browser, '/cart'));
    for (const l of paid(cart)) expect(cartPage).toContain(l.product.title);
  });

  it('with Subscribe & save, each product that offers a plan is bought on its first', async () => {
    const browser = newBrowser(t);
    const page = await get(browser, `/skin-quiz/result?${ANSWERS}`);
    const add = formsOf(page.text).find((f) => f.hidden.intent === 'add-lines')!;
    const planned = add.hidden.lines!.split(',').filter((l) => l.includes('|'));
    expect(planned.length).toBeGreaterThan(0);
    expect((await postForm(browser, { ...add.hidden, subscribe: 'on' })).status).toBe(303);
    const subscribed = paid(await cartOf(browser)).filter((l) => l.sellingPlan !== null);
    expect(subscribed.map((l) => `${l.merchandise.id}|${l.sellingPlan!.id}`).sort()).toEqual(planned.sort());
  });

  it('refuses an add-lines naming nothing: 303 back with the message, the cart untouched', async () => {
    const browser = newBrowser(t);
    const res = await postForm(browser, {
      intent: 'add-lines',
      lines: '',
      returnTo: `/skin-quiz/result?${ANSWERS}`,
    });
    expect(res.status).toBe(303);
    const back = text(await get(browser, res.headers.location!));
    expect(pageNotice(back)).toEqual({ role: 'alert', text: 'Products: must list the products to add.' });
    expect(await cartOf(browser)).toBeNull();
  });
});

describe('saving it', () => {
  it('sends a visitor to sign in first, coming back to the routine', async () => {
    const res = await postPageForm(request(t.app), `/skin-quiz/result?${ANSWERS}`, { answers: ANSWERS });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(
      `/account/login?${new URLSearchParams({ returnTo: `/skin-quiz/result?${ANSWERS}` })}`,
    );
    expect((await get(null, '/account/routine')).status).toBe(302);
  });

  it('keeps the routine for the customer, shown afresh at /account/routine with Buy again', async () => {
    const agent = await demoAgent(t.app);
    const empty = text(await get(agent, '/account/routine'));
    expect(empty).toContain('You have not saved a routine yet.');
    const page = await get(agent, `/skin-quiz/result?${ANSWERS}`);
    const save = formsOf(page.text).find((f) => f.hidden.answers !== undefined)!;
    const res = await postPageForm(agent, `/skin-quiz/result?${ANSWERS}`, save.hidden);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/routine');
    const mine = await get(agent, '/account/routine');
    expect(mine.status).toBe(200);
    const html = text(mine);
    expect(html).toContain('My routine');
    expect(html).toContain('Oily skin · Breakouts');
    expect(html.match(/class="routine-step"/g)).toHaveLength(6);
    const buy = formsOf(mine.text).find((f) => f.hidden.intent === 'add-lines')!;
    expect(buy.buttons.map((b) => b.label)).toContain('Buy again');
    expect(html).toContain('href="/account/routine"');
  });
});
