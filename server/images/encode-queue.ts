import { ImageError } from './image-error';

// New image variants are encoded a few at a time: each is a second or more of a core, and the
// optimiser takes any width, so a crawler or an attacker asking for many variants at once would
// otherwise hold every core. Beyond the waiting room, a request is refused at once (503) rather
// than queued behind minutes of work; cached variants never wait here.

export const ENCODE_BUSY_MESSAGE = 'The image optimiser is busy. Please try again shortly.';

export interface EncodeQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** encodes running and waiting (for tests and logs) */
  readonly load: { running: number; waiting: number };
}

export function createEncodeQueue(options: { concurrency: number; maxWaiting: number }): EncodeQueue {
  const { concurrency, maxWaiting } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0)
    throw new RangeError(`maxWaiting must be a whole number, got ${maxWaiting}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  const done = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency && waiting.length >= maxWaiting)
        return Promise.reject(new ImageError(503, ENCODE_BUSY_MESSAGE));
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running++;
          Promise.resolve().then(task).then(resolve, reject).finally(done);
        };
        if (running < concurrency) start();
        else waiting.push(start);
      });
    },
  };
}
