import { describe, expect, it } from 'vitest';
import { answerKey } from './answer-key';

describe('answerKey', () => {
  it('is 0 without an answer, stable for one answer and new for the next, even when equal in content', () => {
    expect(answerKey(undefined)).toBe(0);
    expect(answerKey(null)).toBe(0);
    const refused = {
      intent: 'details',
      errors: { fields: { phone: 'Enter a US phone number.' } },
      values: { phone: '12' },
    };
    const first = answerKey(refused);
    expect(first).toBeGreaterThan(0);
    expect(answerKey(refused)).toBe(first);
    const again = { ...refused };
    expect(answerKey(again)).not.toBe(first);
    expect(answerKey({ intent: 'details', done: 'Your details are saved.' })).not.toBe(answerKey(again));
  });
});
