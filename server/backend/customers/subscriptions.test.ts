import { beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/seed-data';
import { FIXTURE_NOW } from '../test-fixtures/seed-fixture';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';
import { SUBSCRIPTION_ERRORS } from './subscription-handlers';

// Subscription reads and changes on the real seed: the demo customer's two subscriptions and
// Sam Patel's, which the demo customer must never read or change.

let t: TestBackend;
let demo: string;
let sam: string;
beforeAll(async () => {
  t = createTestBackend(seedData);
  demo = await t.login('demo@example.com', 'Demo1234!');
  sam = await t.login('sam.patel@example.com', 'Glow2026!');
});

const detail = async (id: string, token: string) =>
  (await t.call('subscription-detail', { subscriptionId: id }, token)).body;

describe('subscriptions', () => {
  it('reads one of the customer’s subscriptions with product, plan and next delivery', async () => {
    expect((await detail('sub-demo-vitamin-c', demo)).subscription).toMatchObject({
      id: 'sub-demo-vitamin-c',
      status: 'active',
      nextDelivery: '2026-12-12T00:00:00.000Z',
      product: { handle: 'vitamin-c-15-brightening-serum' },
      variant: { sku: 'AOX-VC15-30' },
      sellingPlan: { id: 'plan-60', intervalDays: 60 },
    });
  });

  it.each([
    ['subscription-detail', {}],
    ['skip-subscription-delivery', {}],
    ['pause-subscription', {}],
    ['resume-subscription', {}],
    ['update-subscription-plan', { sellingPlanId: 'plan-90' }],
    ['cancel-subscription', {}],
  ] as const)('%s: someone else’s subscription is not found, and stays as it was', async (name, extra) => {
    const before = await detail('sub-sam-salicylic', sam);
    const res = await t.call(name, { subscriptionId: 'sub-sam-salicylic', ...extra }, demo);
    expect(res.status).toBe(200);
    expect(res.body.subscription).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('salicylic-clarifying-wash');
    expect(await detail('sub-sam-salicylic', sam)).toEqual(before);
  });

  it('skips the next delivery by one interval of the plan; only while active', async () => {
    const skipped = await t.call('skip-subscription-delivery', { subscriptionId: 'sub-demo-vitamin-c' }, demo);
    expect(skipped.body).toMatchObject({ errors: [], subscription: { nextDelivery: '2027-02-10T00:00:00.000Z' } });
    const paused = await t.call('skip-subscription-delivery', { subscriptionId: 'sub-demo-spf' }, demo);
    expect(paused.body.errors).toEqual([{ message: SUBSCRIPTION_ERRORS.notActive, field: ['subscriptionId'] }]);
    expect(paused.body.subscription?.nextDelivery).toBe('2027-03-01T00:00:00.000Z');
  });

  it('pauses an active subscription and resumes it on its date; each only from the other state', async () => {
    const paused = await t.call('pause-subscription', { subscriptionId: 'sub-demo-vitamin-c' }, demo);
    expect(paused.body).toMatchObject({
      errors: [],
      subscription: { status: 'paused', nextDelivery: '2027-02-10T00:00:00.000Z' },
    });
    expect((await t.call('pause-subscription', { subscriptionId: 'sub-demo-vitamin-c' }, demo)).body.errors).toEqual([
      { message: SUBSCRIPTION_ERRORS.pauseNotActive, field: ['subscriptionId'] },
    ]);
    expect(
      (await t.call('skip-subscription-delivery', { subscriptionId: 'sub-demo-vitamin-c' }, demo)).body.errors[0]
        ?.message,
    ).toBe(SUBSCRIPTION_ERRORS.notActive);
    const resumed = await t.call('resume-subscription', { subscriptionId: 'sub-demo-vitamin-c' }, demo);
    expect(resumed.body).toMatchObject({
      errors: [],
      subscription: { status: 'active', nextDelivery: '2027-02-10T00:00:00.000Z' },
    });
    expect((await t.call('resume-subscription', { subscriptionId: 'sub-demo-vitamin-c' }, demo)).body.errors).toEqual([
      { message: SUBSCRIPTION_ERRORS.resumeNotPaused, field: ['subscriptionId'] },
    ]);
  });

  it('resumed after its date has passed, the next delivery comes one interval from now, not late', async () => {
    // sub-demo-spf is paused on a 90-day plan; its date passes while it is paused
    t.db.prepare("UPDATE subscriptions SET next_delivery = '2025-05-01T00:00:00.000Z' WHERE id = 'sub-demo-spf'").run();
    const resumed = await t.call('resume-subscription', { subscriptionId: 'sub-demo-spf' }, demo);
    const ninetyDaysOn = new Date(FIXTURE_NOW.getTime() + 90 * 86_400_000).toISOString();
    expect(resumed.body).toMatchObject({ errors: [], subscription: { status: 'active', nextDelivery: ninetyDaysOn } });
    // as the seed had it, for the tests after this one
    t.db
      .prepare(
        "UPDATE subscriptions SET status = 'paused', next_delivery = '2027-03-01T00:00:00.000Z' WHERE id = 'sub-demo-spf'",
      )
      .run();
  });

  it('changes the cadence to a plan the product offers, refuses others', async () => {
    const changed = await t.call(
      'update-subscription-plan',
      { subscriptionId: 'sub-demo-spf', sellingPlanId: 'plan-30' },
      demo,
    );
    expect(changed.body).toMatchObject({
      errors: [],
      subscription: { sellingPlan: { id: 'plan-30', intervalDays: 30 } },
    });
    const unknown = await t.call(
      'update-subscription-plan',
      { subscriptionId: 'sub-demo-spf', sellingPlanId: 'plan-7' },
      demo,
    );
    expect(unknown.body.errors).toEqual([{ message: SUBSCRIPTION_ERRORS.planNotOffered, field: ['sellingPlanId'] }]);
    expect(unknown.body.subscription?.sellingPlan?.id).toBe('plan-30');
  });

  it('cancels once; a cancelled subscription is neither skipped nor changed', async () => {
    const cancelled = await t.call('cancel-subscription', { subscriptionId: 'sub-demo-spf' }, demo);
    expect(cancelled.body).toMatchObject({ errors: [], subscription: { status: 'cancelled' } });
    expect(
      (await t.call('cancel-subscription', { subscriptionId: 'sub-demo-spf' }, demo)).body.errors[0]?.message,
    ).toBe(SUBSCRIPTION_ERRORS.cancelled);
    expect(
      (await t.call('update-subscription-plan', { subscriptionId: 'sub-demo-spf', sellingPlanId: 'plan-60' }, demo))
        .body.errors[0]?.message,
    ).toBe(SUBSCRIPTION_ERRORS.cancelled);
    expect(
      (await t.call('skip-subscription-delivery', { subscriptionId: 'sub-demo-spf' }, demo)).body.errors[0]?.message,
    ).toBe(SUBSCRIPTION_ERRORS.notActive);
  });

  it('answers 401 signed out', async () => {
    expect((await t.call('subscription-detail', { subscriptionId: 'sub-demo-vitamin-c' })).status).toBe(401);
  });
});
