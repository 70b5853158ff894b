import request from 'supertest';
import { expect } from 'vitest';
import type { User } from '../../shared/contract/models';
import { BROWSER_UA } from '../../server/test-support/test-app';
import { TEST_ORIGIN } from './agent-api';

// Test-only: a browser without JavaScript against the real BFF, as the demo customer or a visitor.

type Client = request.Agent | ReturnType<typeof request>;

/** A cookie-keeping agent signed in as the demo customer. */
export async function demoAgent(app: Parameters<typeof request.agent>[0]): Promise<request.Agent> {
  const agent = request.agent(app);
  const res = await agent
    .post('/api/ecom/v1.0/user-login')
    .set('Origin', TEST_ORIGIN)
    .send({ email: 'demo@example.com', password: 'Demo1234!' });
  expect(res.body.errors).toEqual([]);
  return agent;
}

/** The signed-in customer as the account reads them now. */
export async function userOf(agent: request.Agent): Promise<User> {
  return (await agent.post('/api/ecom/v1.0/user-info').set('Origin', TEST_ORIGIN).send({})).body.user as User;
}

/** A page's form posted as the browser sends it: same-site, urlencoded. */
export function postPageForm(client: Client, path: string, fields: Record<string, string>) {
  return client
    .post(path)
    .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA })
    .type('form')
    .send(new URLSearchParams(fields).toString());
}
