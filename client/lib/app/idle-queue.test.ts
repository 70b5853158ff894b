import { describe, expect, it } from 'vitest';
import { createIdleQueue, type IdleDeadlineLike } from './idle-queue';

/** A scheduler the test drives: each idle callback waits until `idle(ms)` hands it a deadline. */
function manualScheduler() {
  const pending: Array<(d: IdleDeadlineLike) => void> = [];
  return {
    schedule: (cb: (d: IdleDeadlineLike) => void) => void pending.push(cb),
    get pending() {
      return pending.length;
    },
    idle(ms: number) {
      let left = ms;
      // Each task the callback runs uses 5 ms of the idle period.
      pending.shift()?.({ timeRemaining: () => ((left -= 5), Math.max(0, left + 5)) });
    },
  };
}

describe('createIdleQueue', () => {
  it.each<[string, number, number, number]>([
    // label, tasks queued, idle ms given, perSlice → tasks run after one idle callback
    ['a long idle period runs up to perSlice tasks', 10, 50, 4],
    ['a short one still runs one task', 10, 0, 1],
    ['fewer tasks than perSlice all run', 2, 50, 2],
  ])('%s', (_label, queued, idleMs, expected) => {
    const clock = manualScheduler();
    const push = createIdleQueue(clock.schedule, 4);
    const ran: number[] = [];
    for (let i = 0; i < queued; i++) push(() => ran.push(i));
    expect(ran).toEqual([]);
    expect(clock.pending).toBe(1);
    clock.idle(idleMs);
    expect(ran).toEqual([...Array(expected).keys()]);
    expect(clock.pending).toBe(queued > expected ? 1 : 0);
  });

  it('runs every task in order across idle callbacks, past a failing one', () => {
    const clock = manualScheduler();
    const push = createIdleQueue(clock.schedule, 3);
    const ran: number[] = [];
    const error = console.error;
    console.error = () => {};
    for (let i = 0; i < 7; i++)
      push(() => {
        if (i === 2) throw new Error('boom');
        ran.push(i);
      });
    while (clock.pending) clock.idle(100);
    console.error = error;
    expect(ran).toEqual([0, 1, 3, 4, 5, 6]);
  });
});
