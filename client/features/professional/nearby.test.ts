import { describe, expect, it } from 'vitest';
import type { Location } from '../../../shared/contract/models';
import { FALLBACK_COUNT, NEARBY_MAX, nearbyResults } from './nearby';

const loc = (id: string, distance: number | null): Location => ({
  id,
  kind: 'professional',
  name: id,
  business: null,
  address1: '1 Main St',
  city: 'Town',
  provinceCode: 'NY',
  zip: '10010',
  phone: '',
  lat: 0,
  long: 0,
  services: [],
  distance,
});

describe('nearbyResults', () => {
  it('keeps those within the radius, nearest first', () => {
    const r = nearbyResults([loc('far', 900), loc('b', 12), loc('a', 0.4), loc('edge', 100)]);
    expect(r).toEqual({ locations: [loc('a', 0.4), loc('b', 12), loc('edge', 100)], beyondRadius: false });
  });

  it('caps a long list', () => {
    const many = Array.from({ length: 40 }, (_, i) => loc(`p${i}`, i));
    expect(nearbyResults(many).locations).toHaveLength(NEARBY_MAX);
  });

  it('falls back to the nearest few when nothing is close', () => {
    const r = nearbyResults(Array.from({ length: 9 }, (_, i) => loc(`p${i}`, 500 + i)));
    expect(r.beyondRadius).toBe(true);
    expect(r.locations.map((l) => l.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4'].slice(0, FALLBACK_COUNT));
  });

  it('is empty for no results', () => {
    expect(nearbyResults([])).toEqual({ locations: [], beyondRadius: false });
  });
});
