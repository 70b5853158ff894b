import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, User } from '../../../shared/contract/models';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { agentApi, TEST_ORIGIN } from '../../test-support/agent-api';
import { browserDeps, postToAction } from '../../test-support/action-call';
import type { AccountAnswer } from './action-answers';
import { subscriptionQuery } from './queries';
import { SUBSCRIPTION_MESSAGES, subscriptionAction } from './subscription-action';

// The subscription page's action as the browser runs it, through the real BFF and backend.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email = 'demo@example.com', password = 'Demo1234!') {
  const agent = request.agent(t.app);
  const res = await agent.post('/api/ecom/v1.0/user-login').set('Origin', TEST_ORIGIN).send({ email, password });
  expect(res.body.errors).toEqual([]);
  const deps = browserDeps(agentApi(agent));
  const detail = (id: string) =>
    deps.api.call('subscription-detail', { subscriptionId: id }).then((r) => r.subscription);
  return { deps, action: subscriptionAction(deps), detail };
}

const post = (action: ReturnType<typeof subscriptionAction>, id: string, fields: Record<string, string>) =>
  postToAction(action, `/account/subscriptions/${id}`, fields, { id });
const DAY = 86_400_000;

describe('an active subscription', () => {
  it('skips the next delivery by one interval and puts it in the caches', async () => {
    const { deps, action, detail } = await signIn();
    const before = (await detail('sub-demo-vitamin-c'))!;
    const res = await post(action, 'sub-demo-vitamin-c', { intent: 'skip' });
    const after = (await detail('sub-demo-vitamin-c'))!;
    expect(new Date(after.nextDelivery).getTime() - new Date(before.nextDelivery).getTime()).toBe(
      before.sellingPlan!.intervalDays * DAY,
    );
    expect(res).toEqual({
      status: 200,
      data: { intent: 'skip', done: SUBSCRIPTION_MESSAGES.skipped(after.nextDelivery) },
    });
    expect(
      deps.queryClient.getQueryData<Subscription>(subscriptionQuery(deps.api, 'sub-demo-vitamin-c').queryKey)
        ?.nextDelivery,
    ).toBe(after.nextDelivery);
    expect(
      deps.queryClient.getQueryData<User>(['user'])?.subscriptions.find((s) => s.id === 'sub-demo-vitamin-c')
        ?.nextDelivery,
    ).toBe(after.nextDelivery);
  });

  it('changes the schedule to one the product offers; one it does not is refused with the backend’s message', async () => {
    const { action, detail } = await signIn();
    const res = await post(action, 'sub-demo-vitamin-c', { intent: 'change-plan', sellingPlanId: 'plan-30' });
    expect(res.status).toBe(200);
    expect((await detail('sub-demo-vitamin-c'))!.sellingPlan?.id).toBe('plan-30');

    const refusedPlan = await post(action, 'sub-demo-vitamin-c', { intent: 'change-plan', sellingPlanId: 'plan-7' });
    expect(refusedPlan.status).toBe(400);
    expect((refusedPlan.data as AccountAnswer).errors?.form).toBe(
      'This product is not offered on that delivery schedule',
    );
    expect((await detail('sub-demo-vitamin-c'))!.sellingPlan?.id).toBe('plan-30');

    // the schedule it already has: said so, not "Done"
    const same = await post(action, 'sub-demo-vitamin-c', { intent: 'change-plan', sellingPlanId: 'plan-30' });
    expect(same).toEqual({
      status: 200,
      data: { intent: 'change-plan', done: 'No change: it already comes every 30 days.' },
    });

    const none = await post(action, 'sub-demo-vitamin-c', { intent: 'change-plan', sellingPlanId: '' });
    expect((none.data as AccountAnswer).errors?.fields.sellingPlanId).toBe(SUBSCRIPTION_MESSAGES.choosePlan);
  });
});

describe('a paused subscription', () => {
  it('cannot skip: the backend’s message is shown, nothing changes', async () => {
    const { action, detail } = await signIn();
    const before = await detail('sub-demo-spf');
    const res = await post(action, 'sub-demo-spf', { intent: 'skip' });
    expect(res.status).toBe(400);
    expect((res.data as AccountAnswer).errors?.form).toBe('Only an active subscription can skip a delivery');
    expect(await detail('sub-demo-spf')).toEqual(before);
  });

  it('resumes, and pauses again; each refused from the other state with the backend’s message', async () => {
    const { deps, action, detail } = await signIn();
    const before = (await detail('sub-demo-spf'))!;
    const resumed = await post(action, 'sub-demo-spf', { intent: 'resume' });
    const active = (await detail('sub-demo-spf'))!;
    expect(active.status).toBe('active');
    expect(resumed).toEqual({
      status: 200,
      data: { intent: 'resume', done: SUBSCRIPTION_MESSAGES.resumed(active.nextDelivery) },
    });
    expect(
      deps.queryClient.getQueryData<User>(['user'])?.subscriptions.find((s) => s.id === 'sub-demo-spf')?.status,
    ).toBe('active');
    expect(((await post(action, 'sub-demo-spf', { intent: 'resume' })).data as AccountAnswer).errors?.form).toBe(
      'Only a paused subscription can be resumed',
    );

    expect(await post(action, 'sub-demo-spf', { intent: 'pause' })).toEqual({
      status: 200,
      data: { intent: 'pause', done: SUBSCRIPTION_MESSAGES.paused },
    });
    expect(await detail('sub-demo-spf')).toEqual({ ...before, nextDelivery: active.nextDelivery });
    expect(((await post(action, 'sub-demo-spf', { intent: 'pause' })).data as AccountAnswer).errors?.form).toBe(
      'Only an active subscription can be paused',
    );
  });

  it('is cancelled only after the confirmation step', async () => {
    const { action, detail } = await signIn();
    expect(await post(action, 'sub-demo-spf', { intent: 'ask-cancel' })).toEqual({
      status: 200,
      data: { intent: 'ask-cancel', confirm: 'cancel' },
    });
    expect((await detail('sub-demo-spf'))!.status).toBe('paused');
    expect(await post(action, 'sub-demo-spf', { intent: 'cancel' })).toEqual({
      status: 200,
      data: { intent: 'cancel', done: SUBSCRIPTION_MESSAGES.cancelled },
    });
    expect((await detail('sub-demo-spf'))!.status).toBe('cancelled');
    const again = await post(action, 'sub-demo-spf', { intent: 'cancel' });
    expect((again.data as AccountAnswer).errors?.form).toBe('This subscription has been cancelled');
  });
});

describe('another customer’s subscription', () => {
  it.each(['skip', 'pause', 'resume', 'cancel', 'change-plan', 'ask-cancel'])(
    '%s: the 404 page, never its data, and it stays as it was',
    async (intent) => {
      const sam = await signIn('sam.patel@example.com', 'Glow2026!');
      const samSub = (await sam.deps.api.call('user-info', {})).user!.subscriptions[0]!;
      const { action } = await signIn();
      const res = await post(action, samSub.id, { intent, sellingPlanId: 'plan-30' });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.data)).toContain(`Page Not Found: /account/subscriptions/${samSub.id}`);
      expect(JSON.stringify(res.data)).not.toContain(samSub.product.title);
      expect(await sam.detail(samSub.id)).toEqual(samSub);
    },
  );
});
