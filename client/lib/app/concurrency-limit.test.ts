import { describe, expect, it } from 'vitest';
import { createLimiter } from './concurrency-limit';

/** Runs `tasks` tasks of `ms` each through a limiter and reports the most that ran at once and the start order. */
async function run(limit: number, tasks: number, failEvery = 0) {
  const run = createLimiter(limit);
  let active = 0;
  let most = 0;
  const order: number[] = [];
  const settled = await Promise.allSettled(
    Array.from({ length: tasks }, (_, i) =>
      run(async () => {
        order.push(i);
        active++;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 5 + (i % 3)));
        active--;
        if (failEvery && i % failEvery === 0) throw new Error(`task ${i}`);
        return i;
      }),
    ),
  );
  return { most, order, failed: settled.filter((s) => s.status === 'rejected').length, active };
}

describe('createLimiter', () => {
  it.each<[number, number, number, number]>([
    // limit, tasks, failEvery, most at once
    [5, 1, 0, 1],
    [5, 5, 0, 5],
    [5, 20, 0, 5],
    [5, 20, 2, 5],
    [1, 6, 0, 1],
    [3, 2, 0, 2],
  ])(
    'limit %i, %i tasks (failing every %i): at most %i at once, all run in order',
    async (limit, tasks, failEvery, most) => {
      const result = await run(limit, tasks, failEvery);
      expect(result.most).toBe(most);
      expect(result.order).toEqual(Array.from({ length: tasks }, (_, i) => i));
      expect(result.failed).toBe(failEvery ? Math.ceil(tasks / failEvery) : 0);
      expect(result.active).toBe(0);
    },
  );

  it('a task that throws synchronously frees its place', async () => {
    const run = createLimiter(1);
    await expect(
      run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a limit of %s', (limit) => {
    expect(() => createLimiter(limit)).toThrow(RangeError);
  });
});
