import type { Location } from './models';

// A stored professional (this browser's choice in localStorage, or the account's metafield) is
// read while a page renders, on a first load that carries no zod (decision 018). This guard
// admits exactly what the contract's `Location` schema admits and returns what it would: the
// schema's keys only (location-guard.test.ts ties the two).

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const STRING_KEYS = ['id', 'name', 'address1', 'city', 'provinceCode', 'zip', 'phone'] as const;

export function locationOf(value: unknown): Location | null {
  if (!isObject(value)) return null;
  const v = value;
  if (!STRING_KEYS.every((key) => isString(v[key]))) return null;
  if (v.kind !== 'store' && v.kind !== 'professional') return null;
  if (v.business !== null && !isString(v.business)) return null;
  if (!isNumber(v.lat) || !isNumber(v.long)) return null;
  if (v.distance !== null && !isNumber(v.distance)) return null;
  if (!Array.isArray(v.services) || !v.services.every(isString)) return null;
  return {
    id: v.id as string,
    kind: v.kind,
    name: v.name as string,
    business: v.business,
    address1: v.address1 as string,
    city: v.city as string,
    provinceCode: v.provinceCode as string,
    zip: v.zip as string,
    phone: v.phone as string,
    lat: v.lat,
    long: v.long,
    services: [...v.services],
    distance: v.distance,
  };
}
