import { QueryClient } from '@tanstack/react-query';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { createHandleListStore } from '../../lib/app/local-handle-list';
import { agentApi, TEST_ORIGIN } from '../../test-support/agent-api';
import { memoryStorage } from '../../test-support/memory-storage';
import { mergeFavoritesOnSignIn } from './merge-favorites';

// Through the real BFF and backend: a visitor's local favorites join the customer's saved
// ones at sign-in. Each test uses a fresh app so the demo customer starts with no favorites.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const localStore = (handles: string[]) => {
  const storage = memoryStorage();
  const store = createHandleListStore('favorites', { storage: () => storage });
  store.set(handles);
  return store;
};

async function signedInAgent() {
  const agent = request.agent(t.app);
  const login = await agent
    .post('/api/ecom/v1.0/user-login')
    .set('Origin', TEST_ORIGIN)
    .send({ email: 'demo@example.com', password: 'Demo1234!' });
  expect(login.status).toBe(200);
  return agent;
}

describe('mergeFavoritesOnSignIn', () => {
  it('does nothing for a visitor and keeps the local list', async () => {
    const store = localStore(['gentle-foaming-cleanser']);
    const result = await mergeFavoritesOnSignIn(agentApi(request.agent(t.app)), new QueryClient(), store);
    expect(result).toBeNull();
    expect(store.get()).toEqual(['gentle-foaming-cleanser']);
  });

  it('saves the union of saved and local favorites, updates the user in the cache and clears the local list', async () => {
    const agent = await signedInAgent();
    const api = agentApi(agent);
    // Already saved on the server from another device.
    await api.call('update-metafield', {
      payload: { key: 'favorites', value: ['hydrating-cream-cleanser', 'gentle-foaming-cleanser'] },
    });
    const store = localStore(['gentle-foaming-cleanser', 'barrier-repair-moisturizer']);
    const queryClient = new QueryClient();

    const merged = await mergeFavoritesOnSignIn(api, queryClient, store);

    expect(merged).toEqual(['hydrating-cream-cleanser', 'gentle-foaming-cleanser', 'barrier-repair-moisturizer']);
    const { user } = await api.call('user-info', {});
    expect(user?.favorites.handles).toEqual(merged);
    expect(user?.favorites.id).toBeTruthy();
    expect(queryClient.getQueryData<User>(['user'])?.favorites).toEqual(user?.favorites);
    expect(store.get()).toEqual([]);
  });

  it('returns the saved list unchanged when the local list adds nothing', async () => {
    const agent = await signedInAgent();
    const api = agentApi(agent);
    const before = (await api.call('user-info', {})).user!.favorites;
    const merged = await mergeFavoritesOnSignIn(api, new QueryClient(), localStore(before.handles.slice(0, 1)));
    expect(merged).toEqual(before.handles);
  });
});
