import type { SeedBundle } from '../seed/seed-bundle';
import { fixtureCatalogue } from './fixture-catalogue';
import { fixtureContent } from './fixture-content';
import { fixturePeople } from './fixture-people';

// A small, hand-made seed for the backend's own tests: every kind of record, few of each,
// with dates chosen around FIXTURE_NOW so date-window rules are deterministic.

export const FIXTURE_NOW = new Date('2025-06-15T12:00:00.000Z');
export { DEMO, INVITED } from './fixture-accounts';

export const fixture: SeedBundle = { ...fixtureCatalogue, ...fixtureContent, ...fixturePeople };
