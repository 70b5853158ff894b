import { describe, expect, it } from 'vitest';
import { initialProgress, progressReducer, type ProgressEvent, type ProgressState } from './progress-phase';

const run = (events: ProgressEvent[], from: ProgressState = initialProgress(false)) =>
  events.reduce(progressReducer, from);
const busy = (b: boolean): ProgressEvent => ({ type: 'router', busy: b });

describe("the progress bar's phases", () => {
  it('loading while the router is busy, done when it ends, idle when the fade ends', () => {
    const loading = run([busy(true)]);
    expect(loading.phase).toBe('loading');
    const done = run([busy(false)], loading);
    expect(done.phase).toBe('done');
    expect(run([{ type: 'faded', navigation: done.navigation }], done).phase).toBe('idle');
  });

  it('a page that hydrates mid-navigation starts idle and stays so when the router settles', () => {
    expect(run([busy(false)], initialProgress(true)).phase).toBe('idle');
  });

  it('repeated router states change nothing', () => {
    const loading = run([busy(true)]);
    expect(run([busy(true)], loading)).toBe(loading);
    expect(run([busy(false), busy(false)]).phase).toBe('idle');
  });

  it("the previous navigation's fade ending after the next navigation started leaves the bar loading", () => {
    const first = run([busy(true), busy(false)]);
    // The timer set for the first navigation's fade, applied after the second one's start:
    // a transition commits before effects clear the timer, or a render replays the queue in order.
    const second = run([busy(true), { type: 'faded', navigation: first.navigation }], first);
    expect(second.phase).toBe('loading');
    // ...so the second navigation still completes and fades.
    const ended = run([busy(false)], second);
    expect(ended.phase).toBe('done');
    expect(run([{ type: 'faded', navigation: ended.navigation }], ended).phase).toBe('idle');
  });

  it("a stale fade never ends a later navigation's done early", () => {
    const first = run([busy(true), busy(false)]);
    const second = run([busy(true), busy(false)], first);
    expect(run([{ type: 'faded', navigation: first.navigation }], second).phase).toBe('done');
  });
});
