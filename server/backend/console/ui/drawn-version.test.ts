import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawnVersion, postedVersion, VERSION_FIELD } from './drawn-version';

// The version an edit form carries: the same stored record always gives the same one, whatever
// the order of its keys; any change to any field (nested too) gives another.

const record = {
  code: 'WELCOME10',
  percentage: 10,
  amountCents: null,
  enabled: true,
  startsAt: null,
  tags: ['a', 'b'],
  nested: { handle: 'serum', variants: [{ id: 1 }] },
};

describe('drawnVersion', () => {
  it.each([
    ['the same record', record, true],
    ['the same record, keys in another order', { ...Object.fromEntries(Object.entries(record).reverse()) }, true],
    ['nested keys in another order', { ...record, nested: { variants: [{ id: 1 }], handle: 'serum' } }, true],
    ['a text changed', { ...record, code: 'WELCOME11' }, false],
    ['a number changed', { ...record, percentage: 11 }, false],
    ['a number turned to text', { ...record, percentage: '10' }, false],
    ['a null set', { ...record, amountCents: 0 }, false],
    ['a flag turned', { ...record, enabled: false }, false],
    ['a field added', { ...record, description: '' }, false],
    ['a field removed', (({ startsAt: _s, ...rest }) => rest)(record), false],
    ['a list reordered', { ...record, tags: ['b', 'a'] }, false],
    ['a nested value changed', { ...record, nested: { handle: 'serum', variants: [{ id: 2 }] } }, false],
  ])('%s: same version %s', (_name, other, same) => {
    expect(drawnVersion(other) === drawnVersion(record)).toBe(same);
  });

  it('is short and fit for a form field', () => {
    expect(drawnVersion(record)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(drawnVersion(null)).not.toBe(drawnVersion({}));
  });

  it('ignores key order and tells any changed value apart (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), fc.jsonValue(), (obj, key, value) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(drawnVersion(reversed)).toBe(drawnVersion(obj));
        const changed = { ...obj, [key]: value };
        const same = Object.hasOwn(obj, key) && JSON.stringify(obj[key]) === JSON.stringify(value);
        if (!same && key !== '__proto__') expect(drawnVersion(changed)).not.toBe(drawnVersion(obj));
      }),
    );
  });
});

describe('postedVersion', () => {
  it.each([
    [{ [VERSION_FIELD]: 'abc' }, 'abc'],
    [{ [VERSION_FIELD]: ['abc', 'def'] }, ''],
    [{}, ''],
    [undefined, ''],
    [{ [VERSION_FIELD]: 'x'.repeat(500) }, 'x'.repeat(100)],
  ])('reads %j as %j', (body, version) => {
    expect(postedVersion(body)).toBe(version);
  });
});
