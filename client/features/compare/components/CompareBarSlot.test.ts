import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test-support/memory-storage';
import { COMPARE_STORAGE_KEY } from '../compare-keys';
import { hasStoredCompareList } from './CompareBarSlot';

const holding = (raw: string | null) => {
  const storage = memoryStorage();
  if (raw !== null) storage.setItem(COMPARE_STORAGE_KEY, raw);
  return () => storage;
};

describe('whether the compare bar is loaded after hydration', () => {
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
    expect(hasStoredCompareList(storage)).toBe(expected);
  });
});
