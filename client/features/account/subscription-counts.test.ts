import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../shared/contract/models';
import { subscriptionCounts } from './subscription-counts';

const of = (...states: Subscription['status'][]) => states.map((status) => ({ status }));

describe('subscriptionCounts', () => {
  it.each([
    [of(), 'You have no subscriptions yet.'],
    [of('active'), '1 active.'],
    [of('paused', 'paused'), '2 paused.'],
    [of('active', 'paused'), '1 active, 1 paused.'],
    [of('cancelled', 'active', 'paused', 'active'), '2 active, 1 paused, 1 cancelled.'],
  ])('%j reads %j', (subscriptions, expected) => {
    expect(subscriptionCounts(subscriptions)).toBe(expected);
  });
});
