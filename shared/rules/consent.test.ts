import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consentOutcome,
  findPrivacyApi,
  isConsentMessage,
  pollForPrivacyApi,
  type PrivacyPreferencesApi,
  type PollTimers,
} from './consent';

/** Timers run by hand: `tick()` fires the one pending timeout, as 250 ms passing would. */
function manualTimers() {
  let pending: { fn: () => void; ms: number } | null = null;
  const delays: number[] = [];
  const timers: PollTimers = {
    setTimeout: (fn, ms) => {
      pending = { fn, ms };
      delays.push(ms);
      return 1;
    },
    clearTimeout: () => {
      pending = null;
    },
  };
  return {
    timers,
    delays,
    tick: () => {
      const p = pending;
      pending = null;
      p?.fn();
      return p !== null;
    },
  };
}

const api = (value: unknown): PrivacyPreferencesApi => ({
  get: (c) => (c === 'advertising' ? (value as string) : 'approved'),
});

describe('pollForPrivacyApi', () => {
  it.each([
    // [the try on which the API appears (null: never), looks made, answer]
    [1, 1, 'api'],
    [2, 2, 'api'],
    [100, 100, 'api'],
    [101, 100, null],
    [null, 100, null],
  ] as const)('appearing on try %s: %s looks, then %s', (appearsOn, looks, answer) => {
    const t = manualTimers();
    const found = api('approved');
    let probes = 0;
    const results: unknown[] = [];
    pollForPrivacyApi(
      () => (++probes === appearsOn ? found : null),
      t.timers,
      (a) => results.push(a),
    );
    while (t.tick()) {
      /* 250 ms pass */
    }
    expect(probes).toBe(looks);
    expect(results).toEqual([answer === 'api' ? found : null]);
    // every wait is the SPEC's 250 ms
    expect(new Set(t.delays)).toEqual(new Set(t.delays.length ? [250] : []));
  });

  it('says nothing once cancelled', () => {
    const t = manualTimers();
    const results: unknown[] = [];
    const cancel = pollForPrivacyApi(
      () => null,
      t.timers,
      (a) => results.push(a),
    );
    cancel();
    while (t.tick()) {
      /* nothing pending */
    }
    expect(results).toEqual([]);
  });

  it('looks exactly min(appearance, 100) times for any appearance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (appearsOn) => {
        const t = manualTimers();
        let probes = 0;
        let answered = 0;
        pollForPrivacyApi(
          () => (++probes >= appearsOn ? api('approved') : null),
          t.timers,
          () => {
            answered += 1;
          },
        );
        while (t.tick()) {
          /* run out */
        }
        return probes === Math.min(appearsOn, 100) && answered === 1;
      }),
    );
  });
});

describe('consentOutcome', () => {
  it.each([
    [null, 'purge'],
    [api('approved'), 'initialise'],
    [api('denied'), 'purge'],
    [api(null), 'purge'],
    [api(undefined), 'purge'],
    [api('APPROVED'), 'purge'],
    [
      {
        get: () => {
          throw new Error('tool broke');
        },
      },
      'purge',
    ],
  ] as const)('%j → %s', (given, expected) => {
    expect(consentOutcome(given as PrivacyPreferencesApi | null)).toBe(expected);
  });
});

describe('findPrivacyApi and isConsentMessage', () => {
  it.each([
    [{ privacyPreferences: { get: () => null } }, true],
    [{ privacyPreferences: {} }, false],
    [{ privacyPreferences: null }, false],
    [{}, false],
    [null, false],
  ] as const)('findPrivacyApi(%j) found: %s', (scope, found) => {
    expect(findPrivacyApi(scope) !== null).toBe(found);
  });

  it.each([
    ['submit_preferences', true],
    [{ type: 'submit_preferences' }, true],
    ['submit_preference', false],
    [{ event: 'submit_preferences' }, false],
    [null, false],
    [42, false],
  ] as const)('isConsentMessage(%j) → %s', (data, expected) => {
    expect(isConsentMessage(data)).toBe(expected);
  });
});
