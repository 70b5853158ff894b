import { describe, expect, it } from 'vitest';
import { settledThisTurn } from './settled-this-turn';

const afterMicrotasks = async (n: number, fail = false) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
  if (fail) throw new Error('refused');
};

describe('settledThisTurn', () => {
  it.each([
    ['a resolved promise', () => Promise.resolve(1), true],
    ['a rejected promise (settled too)', () => Promise.reject(new Error('x')), true],
    ['a chain of a hundred microtasks', () => afterMicrotasks(100), true],
    ['a chain that rejects at its end', () => afterMicrotasks(20, true), true],
    ['a timer', () => new Promise((r) => setTimeout(r, 5)), false],
    ['the next turn', () => new Promise((r) => setImmediate(() => setImmediate(r))), false],
    ['never', () => new Promise(() => {}), false],
  ])('%s → %s', async (_name, make, expected) => {
    const promise = make();
    promise.catch(() => {});
    expect(await settledThisTurn(promise)).toBe(expected);
  });
});
