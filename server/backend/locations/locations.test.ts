import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';
import { haversineMiles } from './location-store';

let t: TestBackend;
beforeAll(() => {
  t = createTestBackend();
});

describe('store locations', () => {
  it('sorts by distance from a point, nearest first, with miles', async () => {
    const { locations } = (await t.call('store-locations', { lat: 37.77, long: -122.42 })).body;
    expect(locations.map((l) => l.id)).toEqual(['store-sf', 'pro-la', 'pro-ny']);
    expect(locations[0]!.distance).toBeLessThan(1);
    expect(locations[1]!.distance).toBeGreaterThan(300);
  });

  it('filters by text, sorted by name, without distance', async () => {
    const { locations } = (await t.call('store-locations', { search: 'ca' })).body;
    expect(locations.map((l) => l.id)).toEqual(['pro-la', 'store-sf']);
    expect(locations.every((l) => l.distance === null)).toBe(true);
  });

  it('treats a known zip code as a place', async () => {
    const { locations } = (await t.call('store-locations', { search: '10001' })).body;
    expect(locations[0]!.id).toBe('pro-ny');
  });

  it('computes great-circle miles', () => {
    expect(haversineMiles(40.7128, -74.006, 34.0522, -118.2437)).toBeCloseTo(2445, -1);
  });

  it('looks up a zip code, 404 for an unknown one, 400 for a malformed one', async () => {
    expect((await t.call('lat-long', { zipcode: '90210' })).body).toMatchObject({
      zipcode: '90210',
      city: 'Beverly Hills',
      state: 'CA',
    });
    expect(await t.call('lat-long', { zipcode: '00000' })).toMatchObject({
      status: 404,
      body: { error: 'zipcode: Unknown zip code 00000' },
    });
    expect((await t.call('lat-long', { zipcode: 'abc' })).status).toBe(400);
  });
});
