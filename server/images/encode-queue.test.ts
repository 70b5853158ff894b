import { describe, expect, it } from 'vitest';
import { createEncodeQueue, ENCODE_BUSY_MESSAGE } from './encode-queue';
import { ImageError } from './image-error';

/** A task that ends when told. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened.then(() => 'done') };
}

describe('createEncodeQueue', () => {
  it('runs at most `concurrency` at once, then the waiting ones in order, and refuses past the waiting room', async () => {
    const q = createEncodeQueue({ concurrency: 2, maxWaiting: 1 });
    const [a, b, c] = [gate(), gate(), gate()];
    const order: string[] = [];
    const pa = q.run(a.task).then(() => order.push('a'));
    const pb = q.run(b.task).then(() => order.push('b'));
    const pc = q.run(c.task).then(() => order.push('c'));
    expect(q.load).toEqual({ running: 2, waiting: 1 });
    const refused = await q.run(async () => 'x').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImageError);
    expect(refused).toMatchObject({ status: 503, message: ENCODE_BUSY_MESSAGE });
    c.open();
    b.open();
    await pb;
    expect(q.load.running).toBe(2);
    a.open();
    await Promise.all([pa, pc]);
    expect(order).toEqual(['b', 'a', 'c']);
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a failed task frees its place and rejects its caller only', async () => {
    const q = createEncodeQueue({ concurrency: 1, maxWaiting: 2 });
    const failing = q.run(async () => {
      throw new Error('bad image');
    });
    const next = q.run(async () => 'ok');
    await expect(failing).rejects.toThrow('bad image');
    await expect(next).resolves.toBe('ok');
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it.each([
    [0, 1],
    [1.5, 1],
    [1, -1],
  ])('refuses concurrency %s with maxWaiting %s', (concurrency, maxWaiting) => {
    expect(() => createEncodeQueue({ concurrency, maxWaiting })).toThrow(RangeError);
  });
});
