/** The part of requestIdleCallback's deadline this reads. */
export interface IdleDeadlineLike {
  timeRemaining(): number;
  didTimeout?: boolean;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

/** requestIdleCallback where the browser has it (not Safari), else a timer standing in for it. */
export function browserScheduleIdle(timeoutMs = 2000): ScheduleIdle {
  const w = window as Window & {
    requestIdleCallback?: (cb: (d: IdleDeadline) => void, o?: { timeout: number }) => number;
  };
  if (typeof w.requestIdleCallback === 'function')
    return (cb) => void w.requestIdleCallback!(cb, { timeout: timeoutMs });
  return (cb) =>
    void window.setTimeout(() => {
      const start = performance.now();
      cb({ timeRemaining: () => Math.max(0, 12 - (performance.now() - start)) });
    }, 50);
}

/**
 * Runs small synchronous tasks when the main thread is idle, at most `perSlice` a callback and
 * only while the idle period lasts (one task always, so a busy page still makes progress when
 * the idle callback times out): background work never makes a long task of its own.
 */
export function createIdleQueue(schedule: ScheduleIdle, perSlice = 4): (task: () => void) => void {
  const tasks: Array<() => void> = [];
  let scheduled = false;

  const slice = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    let ran = 0;
    while (tasks.length > 0 && ran < perSlice && (ran === 0 || deadline.timeRemaining() > 4)) {
      const task = tasks.shift()!;
      ran++;
      try {
        task();
      } catch (error) {
        // One failing task must not stall the rest of the queue.
        console.error(error);
      }
    }
    if (tasks.length > 0) request();
  };
  const request = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(slice);
  };

  return (task) => {
    tasks.push(task);
    request();
  };
}
