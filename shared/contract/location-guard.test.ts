import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { locationOf } from './location-guard';
import { Location } from './models';

const good: Location = {
  id: 'loc_1',
  kind: 'professional',
  name: 'Ana Ruiz',
  business: null,
  address1: '1 Main St',
  city: 'Austin',
  provinceCode: 'TX',
  zip: '73301',
  phone: '+1 512 555 0100',
  lat: 30.27,
  long: -97.74,
  services: ['Facials'],
  distance: null,
};

describe('locationOf (the zod-free reading of a stored Location)', () => {
  it("has the schema's output type", () => {
    expectTypeOf(locationOf).returns.toEqualTypeOf<Location | null>();
  });

  it.each<[string, unknown, boolean]>([
    ['a good one', good, true],
    ['with a business and a distance', { ...good, business: 'Glow Studio', distance: 2.5 }, true],
    ['an extra key (dropped)', { ...good, extra: 1 }, true],
    ['null', null, false],
    ['an array', [good], false],
    ['an unknown kind', { ...good, kind: 'spa' }, false],
    ['a missing distance', { ...good, distance: undefined }, false],
    ['a text latitude', { ...good, lat: '30.27' }, false],
    ['an infinite longitude', { ...good, long: Infinity }, false],
    ['a number among the services', { ...good, services: ['Facials', 3] }, false],
  ])('%s', (_name, value, admitted) => {
    expect(locationOf(value) !== null).toBe(admitted);
    expect(Location.safeParse(value).success).toBe(admitted);
  });

  it('drops keys the schema does not know', () => {
    expect(locationOf({ ...good, extra: 1 })).toEqual(good);
  });

  it('admits exactly what the schema admits, and returns what it returns', () => {
    const text = fc.oneof(fc.string(), fc.constant(null), fc.integer());
    const number = fc.oneof(fc.double(), fc.constant(null), fc.string(), fc.constantFrom(Infinity, NaN));
    const record = fc.record(
      {
        id: text,
        kind: fc.constantFrom('store', 'professional', 'spa', 1),
        name: text,
        business: text,
        address1: text,
        city: text,
        provinceCode: text,
        zip: text,
        phone: text,
        lat: number,
        long: number,
        distance: number,
        services: fc.oneof(fc.array(fc.string()), fc.array(text), fc.constant('x')),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const goodish = fc
      .record({ lat: fc.double(), long: fc.double(), distance: fc.oneof(fc.double(), fc.constant(null)) })
      .map((r) => ({ ...good, ...r }));
    fc.assert(
      fc.property(fc.oneof(record, goodish, fc.anything()), (value) => {
        const parsed = Location.safeParse(value);
        expect(locationOf(value)).toEqual(parsed.success ? parsed.data : null);
      }),
    );
  });
});
