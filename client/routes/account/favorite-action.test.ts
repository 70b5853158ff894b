import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { BROWSER_UA, createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { agentApi } from '../../test-support/agent-api';
import { demoAgent, postPageForm, userOf } from '../../test-support/demo-agent';
import { browserDeps, postToAction } from '../../test-support/action-call';
import { userQuery } from '../../lib/session/user-query';
import { favoriteAction, FAVORITE_MESSAGES, withFavorite } from './favorite-action';
import { FAVORITE_INTENTS, favoriteAnchor } from '../../features/favorites/favorite-form';

// The heart as a form (a signed-in customer without JavaScript): posted to /account/favorites,
// answered 303 back to the page it was on, through the real BFF and backend.

describe('withFavorite', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['a'], 'a', true, ['a']],
    [['a', 'b'], 'a', false, ['b']],
    [['b'], 'a', false, ['b']],
    [['a', 'b'], 'c', true, ['a', 'b', 'c']],
  ] as const)('%j with %s wanted=%s → %j', (handles, handle, wanted, expected) => {
    expect(withFavorite(handles, handle, wanted)).toEqual(expected);
  });

  it('answers the same list when nothing changes (so nothing is saved)', () => {
    const list = ['a'];
    expect(withFavorite(list, 'a', true)).toBe(list);
    expect(withFavorite(list, 'b', false)).toBe(list);
  });
});

let t: TestApp;
let demo: request.Agent;
const handle = 'ceramide-body-cream';

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoAgent(t.app);
});
afterAll(() => t.close());

const favorites = async () => (await userOf(demo)).favorites.handles;
const post = (fields: Record<string, string>, client: Parameters<typeof postPageForm>[0] = demo) =>
  postPageForm(client, '/account/favorites', fields);
const alertOf = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];

describe('POST /account/favorites without JavaScript', () => {
  it('adds, answers 303 to the page at its heart, and a second post changes nothing', async () => {
    const back = `/shop?sort=price-asc#${favoriteAnchor(handle)}`;
    const before = await favorites();
    expect(before).not.toContain(handle);
    const res = await post({ intent: FAVORITE_INTENTS.add, handle, returnTo: back });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(back);
    expect(await favorites()).toEqual([...before, handle]);
    expect((await post({ intent: FAVORITE_INTENTS.add, handle, returnTo: back })).status).toBe(303);
    expect(await favorites()).toEqual([...before, handle]);
  });

  it('the listing it returns to draws the heart filled, as a form that takes it off again', async () => {
    const html = (await demo.get('/shop').set('User-Agent', BROWSER_UA)).text;
    const form = new RegExp(`<form id="${favoriteAnchor(handle)}"[^>]*>([\\s\\S]*?)</form>`).exec(html);
    expect(form?.[0]).toContain('action="/account/favorites"');
    expect(form?.[1]).toContain('aria-pressed="true"');
    expect(form?.[1]).toContain(`name="intent" value="${FAVORITE_INTENTS.remove}"`);
  });

  it('removes, and a return path that leaves the site goes to the favorites page', async () => {
    const res = await post({ intent: FAVORITE_INTENTS.remove, handle, returnTo: '//evil.example/x' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/account/favorites');
    expect(await favorites()).not.toContain(handle);
  });

  it.each([
    [{ intent: FAVORITE_INTENTS.add, handle: 'no-such-product' }, 404, FAVORITE_MESSAGES.unknownProduct],
    [{ intent: FAVORITE_INTENTS.add, handle: 'x'.repeat(300) }, 404, FAVORITE_MESSAGES.unknownProduct],
    [{ intent: FAVORITE_INTENTS.add, handle: ' ' }, 400, FAVORITE_MESSAGES.noProduct],
    [{ intent: 'toggle', handle }, 400, FAVORITE_MESSAGES.unknownIntent],
  ])('refuses %j with %i and says why on the favorites page, the list unchanged', async (fields, status, message) => {
    const before = await favorites();
    const res = await post({ ...fields, returnTo: '/shop' });
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(alertOf(res.text)).toBe(message);
    expect(await favorites()).toEqual(before);
  });

  it('signed out: to sign-in, nothing saved', async () => {
    const res = await post({ intent: FAVORITE_INTENTS.add, handle, returnTo: '/shop' }, request(t.app));
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/account\/login\?returnTo=/);
  });

  it('an anonymous listing has no heart forms (a visitor’s favorites live in the browser)', async () => {
    const html = (await request(t.app).get('/shop').set('User-Agent', BROWSER_UA)).text;
    expect(html).not.toContain('action="/account/favorites"');
  });
});

describe('the same action in the browser', () => {
  it('saves, refreshes the cached user the hearts read, and redirects', async () => {
    const deps = browserDeps(agentApi(demo));
    await deps.queryClient.fetchQuery(userQuery(deps.api));
    const res = await postToAction(favoriteAction(deps), '/account/favorites', {
      intent: FAVORITE_INTENTS.add,
      handle,
      returnTo: '/products/x',
    });
    expect(res).toMatchObject({ status: 302, location: '/products/x' });
    expect(deps.queryClient.getQueryData<User>(userQuery(deps.api).queryKey)?.favorites.handles).toContain(handle);
    await postToAction(favoriteAction(deps), '/account/favorites', { intent: FAVORITE_INTENTS.remove, handle });
    expect(await favorites()).not.toContain(handle);
  });
});
