import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, storeSnapshot, type TestBackend } from '../test-fixtures/test-backend';

let t: TestBackend;
let token: string;
beforeEach(async () => {
  t = createTestBackend();
  token = await t.login();
});

const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Test Rd',
  city: 'Austin',
  provinceCode: 'TX',
  zip: '73301',
};
const user = async () => (await t.call('user-info', {}, token)).body.user!;

describe('address book', () => {
  it('creates an address with defaults for the optional fields', async () => {
    const res = await t.call('create-user-address', { address }, token);
    expect(res.body).toEqual({
      address: {
        id: 'gid://shopify/MailingAddress/3',
        ...address,
        company: '',
        address2: '',
        country: 'United States',
        phone: '',
      },
      errors: [],
    });
    expect((await user()).addresses.edges).toHaveLength(3);
  });

  it('updates, sets default and deletes, promoting another address when the default goes', async () => {
    const first = 'gid://shopify/MailingAddress/1';
    const updated = await t.call('update-user-address', { id: first, address: { ...address, city: 'Houston' } }, token);
    expect(updated.body.address).toMatchObject({ id: first, city: 'Houston' });
    expect((await t.call('set-default-user-address', { addressId: first }, token)).body).toEqual({
      defaultAddress: { id: first },
      errors: [],
    });
    expect((await t.call('delete-user-address', { id: first }, token)).body).toEqual({
      deletedAddressId: first,
      errors: [],
    });
    expect((await user()).defaultAddress).toEqual({ id: 'gid://shopify/MailingAddress/2' });
  });

  it("treats another customer's or an unknown address as not existing, changing nothing", async () => {
    const created = await t.call('user-create', {
      email: 'other@example.com',
      firstName: 'O',
      lastName: 'P',
      password: 'long-enough-1',
    });
    expect(created.body.errors).toEqual([]);
    const other = await t.login('other@example.com', 'long-enough-1');
    const before = storeSnapshot(t.db);
    for (const id of ['gid://shopify/MailingAddress/1', 'gid://shopify/MailingAddress/999', 'gid://shopify/Order/1']) {
      expect((await t.call('update-user-address', { id, address }, other)).body).toEqual({
        address: null,
        errors: [{ field: ['id'], message: 'Address does not exist' }],
      });
      expect((await t.call('delete-user-address', { id }, other)).body.deletedAddressId).toBeNull();
      expect((await t.call('set-default-user-address', { addressId: id }, other)).body.defaultAddress).toBeNull();
    }
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('makes the first address of a new customer the default', async () => {
    await t.call('user-create', {
      email: 'fresh@example.com',
      firstName: 'F',
      lastName: 'R',
      password: 'long-enough-1',
    });
    const fresh = await t.login('fresh@example.com', 'long-enough-1');
    const { address: created } = (await t.call('create-user-address', { address }, fresh)).body;
    expect((await t.call('user-info', {}, fresh)).body.user!.defaultAddress).toEqual({ id: created!.id });
  });

  it('accepts the token with a Bearer prefix too', async () => {
    const res = await t.call('create-user-address', { address }, `Bearer ${token}`);
    expect(res.status).toBe(200);
  });
});
