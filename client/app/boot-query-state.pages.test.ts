import type { DehydratedState } from '@tanstack/react-query';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { BOOT_GLOBAL, type BootData } from './boot-data';
import { expandQueryState } from './boot-query-state';

// Real pages of the real app: the query state the client entry hydrates (the page's boot data,
// expanded) is the state the server dehydrated, as JSON carries it.

const dehydrated = vi.hoisted(() => [] as DehydratedState[]);
vi.mock('./boot-query-state', async (original) => {
  const module = await original<typeof import('./boot-query-state')>();
  return {
    ...module,
    compactQueryState: (state: DehydratedState) => {
      dehydrated.push(state);
      return module.compactQueryState(state);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The boot data as the page's script sets it (the start and consent functions after it, if any, left out). */
function bootOf(html: string): BootData {
  const script = new RegExp(`<script nonce="[^"]+"[^>]*>window\\.${BOOT_GLOBAL}=([\\s\\S]*?)</script>`).exec(html)?.[1];
  expect(script).toBeDefined();
  return new Function(`return (${script!.split(/;\(function \w+\(/)[0]})`)() as BootData;
}

async function renderedState(path: string, agent = request.agent(t.app)) {
  const before = dehydrated.length;
  const res = await agent.get(path).set('User-Agent', BROWSER_UA);
  expect(dehydrated.length, path).toBe(before + 1);
  return { server: dehydrated.at(-1)!, page: bootOf(res.text), html: res.text };
}

describe('the query state a page carries', () => {
  it.each([
    '/',
    '/shop',
    '/shop?page=3&sort=price-asc',
    '/shop/category/serums',
    '/products/daily-mineral-spf-45',
    '/blog',
    '/search?q=serum',
    '/no-such-page',
  ])('expands to the state the server dehydrated: %s', async (path) => {
    const { server, page } = await renderedState(path);
    expect(server.queries.length, path).toBeGreaterThan(0);
    expect(expandQueryState(page.queryState)).toStrictEqual(JSON.parse(JSON.stringify(server)));
  });

  it('expands to the state the server dehydrated for a signed-in customer', async () => {
    const agent = request.agent(t.app);
    const login = await agent
      .post('/api/ecom/v1.0/user-login')
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'demo@example.com', password: 'Demo1234!' });
    expect(login.status).toBe(200);
    for (const path of ['/shop', '/account/orders']) {
      const { server, page } = await renderedState(path, agent);
      expect(server.queries.find((q) => q.queryHash === '["user"]')?.state.data, path).toBeTruthy();
      expect(expandQueryState(page.queryState)).toStrictEqual(JSON.parse(JSON.stringify(server)));
    }
  });

  it('carries no hash, time or settled field the client works out', async () => {
    const { page, html } = await renderedState('/shop');
    expect(page.queryState.queries.length).toBeGreaterThan(0);
    for (const q of page.queryState.queries) {
      // (a query dehydrated a millisecond after the first says so: `after`)
      expect(
        Object.keys(q)
          .filter((k) => k !== 'after')
          .sort(),
      ).toEqual(['queryKey', 'state']);
      expect(q.after ?? 0).toBeLessThan(1000);
    }
    expect(html).not.toMatch(/"(queryHash|dataUpdateCount|fetchStatus)":/);
    expect(html.match(/"dehydratedAt":/g)).toHaveLength(1);
  });
});
