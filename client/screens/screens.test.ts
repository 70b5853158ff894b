import { describe, expect, it } from 'vitest';
import { SCREENS, type Screen } from '../../shared/routes/route-table';
import { isLazyScreen } from '../lib/lazy-screen';
import { EAGER_MODULES } from './eager-modules';
import { EAGER_SCREENS } from './eager-screens';
import { LAZY_MODULES } from './lazy-modules';
import { LAZY_SCREENS } from './lazy-screens';
import { globKeyOf } from './screen-registry';
import { SCREEN_SOURCES } from './screen-sources';

const screens = Object.keys(SCREENS) as Screen[];
const moduleKeys = screens.map((s) => globKeyOf(SCREENS[s]));

describe('screen registries', () => {
  it('every route module under client/routes/ is one screen\'s, and each screen has its own', () => {
    expect(new Set(moduleKeys).size).toBe(screens.length);
    expect(Object.keys(EAGER_MODULES).sort()).toEqual([...moduleKeys].sort());
    expect(Object.keys(LAZY_MODULES).sort()).toEqual(moduleKeys.filter((k) => k !== globKeyOf(SCREENS.placeholder)).sort());
  });

  it.each(screens)('%s: the server has its route module, whose default export is a screen', (screen) => {
    const module = EAGER_SCREENS[screen];
    expect(isLazyScreen(module)).toBe(false);
    expect(module).toBe(EAGER_MODULES[globKeyOf(SCREENS[screen])]);
    expect(module).toHaveProperty('Component', expect.any(Function));
  });

  it.each(screens.filter((s) => s !== 'placeholder'))('%s: the browser loads the same module lazily', async (screen) => {
    const lazy = LAZY_SCREENS[screen];
    if (!isLazyScreen(lazy)) throw new Error(`${screen} is not lazy in the browser`);
    expect(await lazy.lazy()).toBe(EAGER_SCREENS[screen]);
  });

  it('the placeholder is in the entry (the catch-all route shows it), not a chunk', () => {
    expect(LAZY_SCREENS.placeholder).toBe(EAGER_SCREENS.placeholder);
  });

  it.each(screens)('%s: its manifest name is its module\'s path from the project root', (screen) => {
    expect(SCREEN_SOURCES[screen]).toBe(globKeyOf(SCREENS[screen]).replace(/^\.\.\//, 'client/'));
  });
});
