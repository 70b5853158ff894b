import { describe, expect, it } from 'vitest';
import { SCREENS, type Screen } from '../../shared/routes/route-table';
import { isLazyScreen } from '../lib/routing/lazy-screen';
import { EAGER_MODULES } from './eager-modules';
import { EAGER_SCREENS } from './eager-screens';
import { LAZY_MODULES } from './lazy-modules';
import { LAZY_SCREENS } from './lazy-screens';
import { registryOf, screenOfGlobKey, screenOfSource } from './screen-registry';

const screens = Object.keys(SCREENS) as Screen[];

describe('screen registries', () => {
  it("every route module under client/routes/ is one screen's, and every screen has one", () => {
    const eager = Object.keys(EAGER_MODULES).map(screenOfGlobKey);
    expect(eager).not.toContain(null);
    expect(eager.sort()).toEqual([...screens].sort());
    // The placeholder is in the entry, not a chunk of its own.
    expect(Object.keys(LAZY_MODULES).map(screenOfGlobKey).sort()).toEqual(
      screens.filter((s) => s !== 'placeholder').sort(),
    );
  });

  it("a module is found by its screen's name, a folder standing for a -", () => {
    expect(screenOfSource('client/routes/home.tsx')).toBe('home');
    expect(screenOfSource('client/routes/blog-post.tsx')).toBe('blog-post');
    expect(screenOfSource('client/routes/account.tsx')).toBe('account');
    expect(screenOfSource('client/routes/account/login.tsx')).toBe('account-login');
    expect(screenOfSource('client/routes/account/reset-password.tsx')).toBe('account-reset-password');
    for (const other of [
      'client/routes/not-found.tsx',
      'client/routes/professional-action.ts',
      'client/routes/account/login.ts',
      'client/components/home.tsx',
      'client/routes/home.tsx.map',
      'client/routes/constructor.tsx',
      'client/routes/toString.tsx',
    ]) {
      expect(screenOfSource(other), other).toBeNull();
    }
  });

  it("a module under client/routes/ that is no screen's is left out", () => {
    expect(
      Object.keys(registryOf({ './home.tsx': 1, './gift-cards.tsx': 2 }, () => ({ Component: () => null }))),
    ).toEqual(['home']);
  });

  it.each(screens)('%s: the server has its route module, whose default export is a screen', (screen) => {
    const module = EAGER_SCREENS[screen];
    expect(isLazyScreen(module)).toBe(false);
    expect(module).toHaveProperty('Component', expect.any(Function));
  });

  it.each(screens.filter((s) => s !== 'placeholder'))(
    '%s: the browser loads the same module lazily',
    async (screen) => {
      const lazy = LAZY_SCREENS[screen];
      if (!isLazyScreen(lazy)) throw new Error(`${screen} is not lazy in the browser`);
      expect(await lazy.lazy()).toBe(EAGER_SCREENS[screen]);
    },
  );

  it('the placeholder is in the entry (the catch-all route shows it), not a chunk', () => {
    expect(LAZY_SCREENS.placeholder).toBe(EAGER_SCREENS.placeholder);
  });
});
