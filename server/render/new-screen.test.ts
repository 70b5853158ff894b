import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import giftCardsScreen from '../../client/screens/test-fixtures/gift-cards';
import { createRoutes } from '../../client/routes';
import { EAGER_SCREENS } from '../../client/screens/eager-screens';
import { LAZY_SCREENS } from '../../client/screens/lazy-screens';
import { screenOfSource } from '../../client/screens/screen-registry';
import type { LazyScreen } from '../../client/lib/routing/lazy-screen';
import type { LoaderDeps } from '../../client/lib/routing/loader-deps';
import { matchRoute } from '../../shared/routes/match-route';
import { ROUTES, type Screen } from '../../shared/routes/route-table';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';
import { builtAssets, CLIENT_ENTRY, REACT_DOM_CLIENT } from './client-assets';

// A new screen is one entry of the screen table and its route module. Here both are added the
// way a change would add them: an entry in SCREENS (and nothing else of route-table.ts), and a
// module where the globs over client/routes/ find it. Everything else is the real app.
vi.mock('../../shared/routes/route-table', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/routes/route-table')>();
  const SCREENS = {
    ...real.SCREENS,
    'gift-cards': { pattern: '/gift-cards', title: 'Gift cards' },
    'account-gift-cards': {
      auth: true,
      routes: [{ name: 'account-gift-cards', pattern: '/account/gift-cards', title: 'Your gift cards' }],
    },
  };
  return { ...real, SCREENS, ROUTES: real.routesOf(SCREENS) };
});
// What import.meta.glob would answer once client/routes/gift-cards.tsx and
// client/routes/account/gift-cards.tsx exist.
vi.mock('../../client/screens/eager-modules', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../client/screens/eager-modules')>();
  const { default: fixture } = await import('../../client/screens/test-fixtures/gift-cards');
  return { EAGER_MODULES: { ...real.EAGER_MODULES, './gift-cards.tsx': fixture, './account/gift-cards.tsx': fixture } };
});
vi.mock('../../client/screens/lazy-modules', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../client/screens/lazy-modules')>();
  const load = () => import('../../client/screens/test-fixtures/gift-cards').then((m) => m.default);
  return { LAZY_MODULES: { ...real.LAZY_MODULES, './gift-cards.tsx': load, './account/gift-cards.tsx': load } };
});

const NEW = 'gift-cards' as Screen;
const NEW_AUTH = 'account-gift-cards' as Screen;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a new screen: one table entry and its route module', () => {
  it('is in the route table and the shared matcher, with its screen rules', () => {
    expect(ROUTES.find((r) => r.name === 'gift-cards')).toMatchObject({ pattern: '/gift-cards', screen: NEW });
    expect(matchRoute('/gift-cards')?.route.screen).toBe(NEW);
    expect(matchRoute('/account/gift-cards')?.route).toMatchObject({ screen: NEW_AUTH, auth: true });
  });

  it('is in the server registry and, one chunk of its own, in the browser registry', async () => {
    expect(EAGER_SCREENS[NEW]).toBe(giftCardsScreen);
    expect(await (LAZY_SCREENS[NEW] as LazyScreen).lazy()).toBe(giftCardsScreen);
    const page = createRoutes(() => ({}) as LoaderDeps, LAZY_SCREENS)[0]!.children!.find((r) => r.id === 'gift-cards');
    expect(page).toMatchObject({ path: '/gift-cards' });
    expect(page!.lazy).toBeTypeOf('function');
  });

  it('its chunk is known by its manifest name, and its pages preload it', () => {
    expect(screenOfSource('client/routes/gift-cards.tsx')).toBe(NEW);
    expect(screenOfSource('client/routes/account/gift-cards.tsx')).toBe(NEW_AUTH);
    const assets = builtAssets({
      [CLIENT_ENTRY]: { file: 'assets/entry-1.js', isEntry: true, imports: [] },
      [REACT_DOM_CLIENT]: { file: 'assets/react-dom-2.js', isDynamicEntry: true },
      'client/routes/gift-cards.tsx': { file: 'assets/gift-cards-3.js', isDynamicEntry: true, imports: [CLIENT_ENTRY] },
    });
    expect(assets.forScreens!([NEW]).modules).toContain('/assets/gift-cards-3.js');
    expect(assets.forScreens!(['home']).modules).not.toContain('/assets/gift-cards-3.js');
  });

  it('the server renders its page, with its loader and meta', async () => {
    const res = await request(t.app).get('/gift-cards').set('user-agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Gift cards, from a route module no registry lists');
    expect(res.text).toContain('<title>Gift cards for every skin');
    expect((await request(t.app).get('/gift-cards/more').set('user-agent', BROWSER_UA)).status).toBe(404);
  });

  it('its rules apply: a signed-out visitor is sent to sign in', async () => {
    const res = await request(t.app).get('/account/gift-cards').set('user-agent', BROWSER_UA);
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.location).toMatch(/^\/account\/login\?/);
  });
});
