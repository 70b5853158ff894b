import { describe, expect, it } from 'vitest';
import { codeArrived, codeInFlight } from './code-in-flight';

/** A promise settled from outside. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settledNow = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('code in flight', () => {
  it('is nothing to wait for when no code was asked for, or all of it is in', async () => {
    expect(codeArrived()).toBeNull();
    const load = deferred();
    codeInFlight(load.promise);
    load.resolve();
    await load.promise;
    expect(codeArrived()).toBeNull();
  });

  it.each([
    ['arrives', (d: ReturnType<typeof deferred>) => d.resolve()],
    ['fails (the page goes on without it)', (d: ReturnType<typeof deferred>) => d.reject(new Error('chunk gone'))],
  ])('waits for every load until each %s', async (_, settle) => {
    const first = deferred();
    const second = deferred();
    codeInFlight(first.promise);
    codeInFlight(second.promise);
    first.promise.catch(() => undefined);
    second.promise.catch(() => undefined);
    const arrived = codeArrived()!;
    expect(arrived).not.toBeNull();
    settle(first);
    expect(await settledNow(arrived)).toBe(false);
    settle(second);
    expect(await settledNow(arrived)).toBe(true);
    expect(codeArrived()).toBeNull();
  });
});
