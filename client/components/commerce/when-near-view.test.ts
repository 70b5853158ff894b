import { afterEach, describe, expect, it } from 'vitest';
import { NEAR_VIEW_MARGIN, whenNearView } from './deferred-part';

// A part named by its element hydrates when that element comes near the viewport, or a pointer
// or the focus reaches it; with nothing to watch it does not wait.

type Listener = () => void;

/** A stand-in element and IntersectionObserver the test drives by hand. */
function setUp(found: boolean) {
  const listeners = new Map<string, Listener>();
  const el = {
    addEventListener: (type: string, l: Listener) => listeners.set(type, l),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const doc = { querySelector: () => (found ? el : null) } as unknown as Document;
  const observers: Array<{ report: (intersecting: boolean) => void; disconnected: boolean; margin?: string }> = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    entry: (typeof observers)[number];
    constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
      this.entry = {
        report: (isIntersecting) => cb([{ isIntersecting }]),
        disconnected: false,
        margin: options?.rootMargin,
      };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  };
  let resolved = false;
  void whenNearView('.part', doc).then(() => (resolved = true));
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { listeners, observers, isResolved: () => resolved, settle };
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('whenNearView', () => {
  it.each([
    ['the element comes near the viewport', (t: ReturnType<typeof setUp>) => t.observers[0]!.report(true)],
    ['a pointer is pressed in it', (t: ReturnType<typeof setUp>) => t.listeners.get('pointerdown')!()],
    ['the focus enters it', (t: ReturnType<typeof setUp>) => t.listeners.get('focusin')!()],
  ])('waits until %s, then stops watching', async (_what, act) => {
    const t = setUp(true);
    t.observers[0]!.report(false);
    await t.settle();
    expect(t.isResolved()).toBe(false);
    act(t);
    await t.settle();
    expect(t.isResolved()).toBe(true);
    expect(t.observers[0]!.disconnected).toBe(true);
    expect(t.listeners.size).toBe(0);
    expect(t.observers[0]!.margin).toBe(NEAR_VIEW_MARGIN);
  });

  it('does not wait when the element is not in the page', async () => {
    const t = setUp(false);
    await t.settle();
    expect(t.isResolved()).toBe(true);
    expect(t.observers).toEqual([]);
  });
});
