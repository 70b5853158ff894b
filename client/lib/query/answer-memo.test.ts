import { describe, expect, it } from 'vitest';
import { memoByAnswer } from './answer-memo';

describe('memoByAnswer', () => {
  it('makes once per answer object and variant', () => {
    const made: string[] = [];
    const titles = memoByAnswer((answer: { items: string[] }, variant) => {
      made.push(variant);
      return answer.items.filter((i) => i !== variant);
    });
    const answer = { items: ['a', 'b', 'c'] };
    const first = titles(answer, 'a');
    expect(first).toEqual(['b', 'c']);
    expect(titles(answer, 'a')).toBe(first);
    expect(titles(answer, 'b')).toEqual(['a', 'c']);
    expect(titles({ items: ['a', 'b', 'c'] }, 'a')).not.toBe(first);
    expect(made).toEqual(['a', 'b', 'a']);
  });

  it('keeps a result that is undefined, and a variant left out is the empty one', () => {
    let calls = 0;
    const nothing = memoByAnswer((_answer: object) => {
      calls++;
      return undefined;
    });
    const answer = {};
    expect(nothing(answer)).toBeUndefined();
    expect(nothing(answer, '')).toBeUndefined();
    expect(calls).toBe(1);
  });
});
