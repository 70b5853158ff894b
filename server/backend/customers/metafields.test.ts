import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, storeSnapshot, type TestBackend } from '../test-fixtures/test-backend';
import { locationById } from '../locations/location-store';

let t: TestBackend;
let token: string;
beforeEach(async () => {
  t = createTestBackend();
  token = await t.login();
});

describe('metafields and the chosen professional', () => {
  it('saves favorites, keeping only real products once each', async () => {
    const res = await t.call(
      'update-metafield',
      { payload: { key: 'favorites', value: ['vitamin-c-serum', 'nope', 'vitamin-c-serum', 'gentle-cleanser'] } },
      token,
    );
    expect(res.body.metafield).toMatchObject({ key: 'favorites', value: '["vitamin-c-serum","gentle-cleanser"]' });
    const { user } = (await t.call('user-info', {}, token)).body;
    expect(user!.favorites).toEqual({ id: res.body.metafield!.id, handles: ['vitamin-c-serum', 'gentle-cleanser'] });
  });

  it('updates an existing metafield only by its own id and key', async () => {
    const { favorites } = (await t.call('user-info', {}, token)).body.user!;
    const ok = await t.call(
      'update-existing-metafield',
      { payload: { id: favorites.id!, key: 'favorites', value: [] } },
      token,
    );
    expect(ok.body.metafield).toMatchObject({ id: favorites.id, value: '[]' });
    const before = storeSnapshot(t.db);
    const wrongKey = await t.call(
      'update-existing-metafield',
      { payload: { id: favorites.id!, key: 'professional', value: '{"id":"x"}' } },
      token,
    );
    expect(wrongKey.body).toEqual({
      metafield: null,
      errors: [{ field: ['payload', 'id'], message: 'Metafield does not exist' }],
    });
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('refuses a professional value that is not a JSON object', async () => {
    const before = storeSnapshot(t.db);
    const res = await t.call('update-metafield', { payload: { key: 'professional', value: 'not json' } }, token);
    expect(res.body.errors).toEqual([{ field: ['payload', 'value'], message: 'value: must be a JSON-encoded object' }]);
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('keeps nothing for a signed-out caller', async () => {
    const before = storeSnapshot(t.db);
    expect(
      (await t.call('update-metafield', { payload: { key: 'favorites', value: ['vitamin-c-serum'] } })).body,
    ).toEqual({ metafield: null, errors: [] });
    const pro = locationById(t.db, 'pro-la')!;
    expect((await t.call('user-professional', { id: 'pro-la', location: pro })).body).toEqual({
      professional: null,
      errors: [],
    });
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it("stores the store's own record of the chosen professional, not the posted copy", async () => {
    const pro = locationById(t.db, 'pro-la')!;
    const res = await t.call(
      'user-professional',
      { id: 'pro-la', location: { ...pro, name: 'Spoofed', distance: 3.2 } },
      token,
    );
    expect(JSON.parse(res.body.professional!.value)).toMatchObject({ id: 'pro-la', name: pro.name });
    expect((await t.call('user-info', {}, token)).body.user!.professional).toEqual(res.body.professional);
  });

  it('refuses an unknown professional', async () => {
    const pro = locationById(t.db, 'pro-la')!;
    const res = await t.call('user-professional', { id: 'nope', location: { ...pro, id: 'nope' } }, token);
    expect(res.body).toEqual({
      professional: null,
      errors: [{ field: ['id'], message: 'Professional does not exist' }],
    });
  });
});
