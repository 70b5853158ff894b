import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage';
import { hasStoredHandles } from './stored-handles';

const KEY = 'shop.list';

const holding = (raw: string | null) => {
  const storage = memoryStorage();
  if (raw !== null) storage.setItem(KEY, raw);
  return () => storage;
};

describe('whether a handle list is stored', () => {
  it.each([
    ['nothing stored', holding(null), false],
    ['a list cleared to empty', holding('[]'), false],
    ['a list of one', holding('["hydra-serum"]'), true],
    ['a list of two', holding('["a","b"]'), true],
    ['no storage', () => null, false],
    [
      'storage that throws',
      () => {
        throw new Error('SecurityError');
      },
      false,
    ],
  ])('%s', (_name, storage, expected) => {
    expect(hasStoredHandles(KEY, storage)).toBe(expected);
  });

  it('reads only its own key', () => {
    const storage = memoryStorage();
    storage.setItem('other', '["a"]');
    expect(hasStoredHandles(KEY, () => storage)).toBe(false);
  });
});
