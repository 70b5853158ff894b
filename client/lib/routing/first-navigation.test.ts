import { describe, expect, it, vi } from 'vitest';

// The page is the server's document until the router starts its first navigation or its location
// changes (a #hash link): state changes that are neither (a fetcher, a revalidation's end) leave it so.

type State = { navigation: { state: string }; location: unknown };
const initial = { pathname: '/products/a', hash: '' };

async function setUp() {
  vi.resetModules();
  const m = await import('./first-navigation');
  const listeners = new Set<(s: State) => void>();
  const router = {
    state: { location: initial },
    subscribe(l: (s: State) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  let resolved = false;
  void m.firstNavigation().then(() => (resolved = true));
  m.watchFirstNavigation(router);
  const emit = async (s: State) => {
    for (const l of [...listeners]) l(s);
    await Promise.resolve();
  };
  return { m, listeners, emit, isResolved: () => resolved };
}

describe('watchFirstNavigation', () => {
  it.each<[string, State]>([
    ['a navigation starts', { navigation: { state: 'loading' }, location: initial }],
    [
      'the location changes without loading (a #hash)',
      { navigation: { state: 'idle' }, location: { ...initial, hash: '#reviews' } },
    ],
  ])('marks the first navigation when %s, and stops listening', async (_what, state) => {
    const t = await setUp();
    await t.emit({ navigation: { state: 'idle' }, location: initial });
    expect(t.m.onServerDocument()).toBe(true);
    expect(t.isResolved()).toBe(false);
    await t.emit(state);
    expect(t.m.onServerDocument()).toBe(false);
    expect(t.isResolved()).toBe(true);
    expect(t.listeners.size).toBe(0);
  });
});
