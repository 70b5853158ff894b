import { describe, expect, it } from 'vitest';
import { deferAnalyticsListeners, type EarlyEvent } from './analytics-deferred';

function setUp() {
  const doc = new EventTarget();
  let runLater: (() => void) | undefined;
  let cancelled = false;
  const installed: Array<{ early: readonly EarlyEvent[]; removed: boolean }> = [];
  const stop = deferAnalyticsListeners(
    doc as unknown as Document,
    async () => ({
      installAnalyticsListeners: (_doc, early) => {
        const entry = { early, removed: false };
        installed.push(entry);
        return () => void (entry.removed = true);
      },
    }),
    (task) => {
      runLater = task;
      return () => void (cancelled = true);
    },
  );
  const fire = (type: string, target?: object) => {
    const event = new Event(type);
    if (target) Object.defineProperty(event, 'target', { value: target });
    doc.dispatchEvent(event);
    return event;
  };
  const load = async () => {
    runLater!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { fire, load, stop, installed, cancelled: () => cancelled };
}

describe('deferAnalyticsListeners', () => {
  it('hands the events before load to the listeners, in order, with a disclosure as it was then', async () => {
    const { fire, load, installed } = setUp();
    const details = { open: true };
    const click = fire('click');
    const focus = fire('focusin');
    fire('toggle', details);
    details.open = false;
    const submit = fire('submit');
    fire('keydown');
    expect(installed).toEqual([]);
    await load();
    expect(installed).toHaveLength(1);
    expect(installed[0]!.early.map((e) => e.event.type)).toEqual(['click', 'focusin', 'toggle', 'submit']);
    expect(installed[0]!.early[0]!.event).toBe(click);
    expect(installed[0]!.early[1]!.event).toBe(focus);
    expect(installed[0]!.early[2]!.open).toBe(true);
    expect(installed[0]!.early[3]!.event).toBe(submit);
  });

  it('keeps nothing more once the listeners are there (they report the rest themselves)', async () => {
    const { fire, load, installed } = setUp();
    await load();
    fire('click');
    expect(installed[0]!.early).toEqual([]);
  });

  it('stopped before load: nothing is installed and the wait is cancelled', async () => {
    const { fire, load, stop, installed, cancelled } = setUp();
    fire('click');
    stop();
    expect(cancelled()).toBe(true);
    await load();
    expect(installed).toEqual([]);
  });

  it('stopped after load: the listeners are removed', async () => {
    const { load, stop, installed } = setUp();
    await load();
    stop();
    expect(installed[0]!.removed).toBe(true);
  });
});
