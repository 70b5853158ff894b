import { describe, expect, it } from 'vitest';
import { stateAfter, type PublishIntent, type PublishState } from './publish-intent';

const NOW = new Date('2026-11-27T12:00:00Z');
const scheduled: PublishState = { status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' };

describe('stateAfter', () => {
  const rows: [PublishIntent, PublishState | null, string | undefined, ReturnType<typeof stateAfter>][] = [
    ['save', null, undefined, { ok: true, state: { status: 'draft', publishAt: null } }],
    ['save', scheduled, undefined, { ok: true, state: scheduled }],
    ['publish', scheduled, undefined, { ok: true, state: { status: 'published', publishAt: null } }],
    ['unpublish', scheduled, undefined, { ok: true, state: { status: 'draft', publishAt: null } }],
    ['schedule', null, '', { ok: false, message: 'Choose a publishing time in the future (UTC).' }],
    ['schedule', null, '2026-11-27T11:00', { ok: false, message: 'Choose a publishing time in the future (UTC).' }],
  ];
  it.each(rows)('%s from %j with %j', (intent, before, at, expected) => {
    expect(stateAfter(intent, before, at, NOW)).toEqual(expected);
  });

  it('schedules a time in the future', () => {
    const r = stateAfter('schedule', null, '2026-12-01T09:00', NOW);
    expect(r).toMatchObject({ ok: true, state: { status: 'scheduled' } });
  });
});
