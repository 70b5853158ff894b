import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { document: { readyState } }) as unknown as Window;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('waits for the load event, then the delay', () => {
    vi.useFakeTimers();
    const win = fakeWindow('interactive');
    const task = vi.fn();
    afterLoad(task, 1000, win);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page loaded already: only the delay', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterLoad(task, 10, fakeWindow('complete'));
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before load or during the delay: never runs', () => {
    vi.useFakeTimers();
    const win = fakeWindow('loading');
    const before = vi.fn();
    afterLoad(before, 0, win)();
    const during = vi.fn();
    const cancel = afterLoad(during, 100, win);
    win.dispatchEvent(new Event('load'));
    cancel();
    vi.advanceTimersByTime(1000);
    expect(before).not.toHaveBeenCalled();
    expect(during).not.toHaveBeenCalled();
  });
});
