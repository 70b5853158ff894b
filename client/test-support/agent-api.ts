import type { Agent } from 'supertest';
import type { ApiClient } from '../../shared/contract/api-client';
import { createBrowserApi } from '../lib/api/browser-api';

/** The site origin createTestApp configures; the BFF refuses state-changing calls from others. */
export const TEST_ORIGIN = 'http://shop.test';

/**
 * The browser's own API transport (client/lib/api/browser-api.ts) sending through a supertest
 * agent, so a test drives the real BFF exactly as the page does, cookies included.
 */
export function agentApi(agent: Agent): ApiClient {
  return createBrowserApi(async (input, init) => {
    const res = await agent
      .post(String(input))
      .set('Origin', TEST_ORIGIN)
      .set('Content-Type', 'application/json')
      .send(String(init?.body ?? '{}'));
    return new Response(JSON.stringify(res.body), {
      status: res.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}
