/**
 * Runs tasks at most `limit` at a time, in the order given (SPEC section 9: route chunk
 * preloading about 5 concurrent). A failed task frees its place like a finished one.
 */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    running--;
    waiting.shift()?.();
  };

  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        let result: Promise<T>;
        try {
          result = task();
        } catch (error) {
          result = Promise.reject(error);
        }
        result.then(resolve, reject).finally(next);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}
