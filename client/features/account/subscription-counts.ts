import type { Subscription } from '../../../shared/contract/models';

/** '1 active, 1 paused.': how many of each state, the states there are. */
export function subscriptionCounts(subscriptions: readonly Pick<Subscription, 'status'>[]): string {
  if (subscriptions.length === 0) return 'You have no subscriptions yet.';
  const states: Subscription['status'][] = ['active', 'paused', 'cancelled'];
  return `${states
    .flatMap((state) => {
      const n = subscriptions.filter((s) => s.status === state).length;
      return n > 0 ? [`${n} ${state}`] : [];
    })
    .join(', ')}.`;
}
