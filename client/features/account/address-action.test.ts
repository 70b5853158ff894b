import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/models';
import { encodeId } from '../../../shared/rules/xor-id';
import { US_ADDRESS_MESSAGES } from '../../../shared/rules/us-address';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { agentApi, TEST_ORIGIN } from '../../test-support/agent-api';
import { browserDeps, postToAction } from '../../test-support/action-call';
import { fieldMessage } from '../../lib/forms/form-errors';
import { ADDRESS_MESSAGES, addressAction } from './address-action';
import type { AccountAnswer } from './action-answers';

// The address book's action run as the browser runs it, against the real BFF and embedded
// backend (the browser transport over a supertest agent): each intent, the US rules beside
// their fields, the 404 for an id that is not the customer's, and ['user'] refreshed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(email = 'demo@example.com', password = 'Demo1234!') {
  const agent = request.agent(t.app);
  const res = await agent.post('/api/ecom/v1.0/user-login').set('Origin', TEST_ORIGIN).send({ email, password });
  expect(res.body.errors).toEqual([]);
  const deps = browserDeps(agentApi(agent));
  const user = () => deps.api.call('user-info', {}).then((r) => r.user!);
  return { deps, action: addressAction(deps), user };
}

const form = {
  firstName: 'Ann',
  lastName: 'Lee',
  company: '',
  address1: '500 Congress Ave',
  address2: 'Suite 2',
  city: 'Austin',
  provinceCode: 'TX',
  zip: '78701',
  phone: '(512) 555-0100',
};
const cached = (deps: ReturnType<typeof browserDeps>) => deps.queryClient.getQueryData<User>(['user'])!;

describe('create', () => {
  it('adds the address, answers "Address added." and puts the new book in ["user"]', async () => {
    const { deps, action, user } = await signedIn();
    const res = await postToAction(action, '/account/addresses', { intent: 'create', ...form });
    expect(res).toEqual({ status: 200, data: { intent: 'create', done: ADDRESS_MESSAGES.created } });
    const saved = (await user()).addresses.edges.map((e) => e.node);
    expect(saved.find((a) => a.address1 === '500 Congress Ave')).toMatchObject({
      city: 'Austin',
      provinceCode: 'TX',
      zip: '78701',
      country: 'US',
    });
    expect(cached(deps).addresses.edges).toHaveLength(saved.length);
  });

  it.each([
    ['a ZIP with 4 digits', { zip: '7870' }, 'zip', fieldMessage(US_ADDRESS_MESSAGES.zip)],
    ['ZIP+4 with a space', { zip: '78701 1234' }, 'zip', fieldMessage(US_ADDRESS_MESSAGES.zip)],
    ['no state', { provinceCode: '' }, 'provinceCode', 'Choose a state.'],
    ['a state code that is not one', { provinceCode: 'XX' }, 'provinceCode', fieldMessage(US_ADDRESS_MESSAGES.state)],
    ['a phone that is not a US number', { phone: '12345' }, 'phone', fieldMessage(US_ADDRESS_MESSAGES.phone)],
    ['no street', { address1: '  ' }, 'address1', 'Enter a street address.'],
    ['no city', { city: '' }, 'city', 'Enter a city.'],
    ['no ZIP', { zip: '' }, 'zip', 'Enter a ZIP code.'],
    ['no first name', { firstName: '' }, 'firstName', 'Enter a first name.'],
  ])('refuses %s beside the field and keeps what was typed', async (_name, change, field, message) => {
    const { action, user } = await signedIn();
    const before = (await user()).addresses.edges.length;
    const res = await postToAction(action, '/account/addresses', { intent: 'create', ...form, ...change });
    expect(res.status).toBe(400);
    const answer = res.data as AccountAnswer;
    expect(answer.errors?.fields[field]).toBe(message);
    expect(answer.values).toMatchObject({ ...form, ...change });
    expect((await user()).addresses.edges).toHaveLength(before);
  });

  it('the BFF refuses the same address when the form is skipped (shared rules in the contract)', async () => {
    const { deps } = await signedIn();
    await expect(deps.api.call('create-user-address', { address: { ...form, zip: '7870' } })).rejects.toMatchObject({
      status: 400,
      field: 'address.zip',
    });
    await expect(
      deps.api.call('create-user-address', { address: { ...form, provinceCode: 'XX' } }),
    ).rejects.toMatchObject({ status: 400, field: 'address.provinceCode' });
  });
});

describe('update, set default, delete', () => {
  it('edits the address named by the URL', async () => {
    const { deps, action, user } = await signedIn();
    const madison = (await user()).addresses.edges.find((e) => e.node.city === 'Madison')!.node;
    const id = encodeId(madison.id);
    const res = await postToAction(
      action,
      `/account/addresses/${id}`,
      { intent: 'update', ...form, city: 'Round Rock', zip: '78664-1234' },
      { id },
    );
    expect(res).toEqual({ status: 200, data: { intent: 'update', id, done: ADDRESS_MESSAGES.updated } });
    const after = (await user()).addresses.edges.find((e) => e.node.id === madison.id)!.node;
    expect(after).toMatchObject({ city: 'Round Rock', zip: '78664-1234', provinceCode: 'TX' });
    expect(cached(deps).addresses.edges.find((e) => e.node.id === madison.id)!.node.city).toBe('Round Rock');
  });

  it('sets the default, asks before deleting, then deletes', async () => {
    const { deps, action, user } = await signedIn();
    const before = await user();
    const other = before.addresses.edges.find((e) => e.node.id !== before.defaultAddress?.id)!.node;
    const id = encodeId(other.id);

    expect(await postToAction(action, '/account/addresses', { intent: 'set-default', id })).toEqual({
      status: 200,
      data: { intent: 'set-default', id, done: ADDRESS_MESSAGES.defaultSet },
    });
    expect((await user()).defaultAddress?.id).toBe(other.id);
    expect(cached(deps).defaultAddress?.id).toBe(other.id);

    // the confirmation step changes nothing
    expect(await postToAction(action, '/account/addresses', { intent: 'ask-delete', id })).toEqual({
      status: 200,
      data: { intent: 'ask-delete', id, confirm: 'delete' },
    });
    expect((await user()).addresses.edges.some((e) => e.node.id === other.id)).toBe(true);

    expect(await postToAction(action, '/account/addresses', { intent: 'delete', id })).toEqual({
      status: 200,
      data: { intent: 'delete', done: ADDRESS_MESSAGES.deleted },
    });
    const after = await user();
    expect(after.addresses.edges.some((e) => e.node.id === other.id)).toBe(false);
    expect(cached(deps).addresses.edges).toHaveLength(after.addresses.edges.length);
  });
});

describe('an id that is not one of the customer’s addresses: the list says so (404), an address’s page is the 404 page; nothing changes', () => {
  it.each([
    ['a tampered id', (u: User) => `${encodeId(u.addresses.edges[0]!.node.id).slice(0, -2)}zz`],
    ['a raw gid', (u: User) => u.addresses.edges[0]!.node.id],
    ['another customer’s address', () => encodeId('gid://shopify/MailingAddress/4')],
    ['no id', () => ''],
  ])('%s', async (_name, idOf) => {
    const { action, user } = await signedIn();
    const before = await user();
    const id = idOf(before);
    for (const intent of ['delete', 'set-default', 'ask-delete']) {
      const res = await postToAction(action, '/account/addresses', { intent, id });
      expect(res).toEqual({ status: 404, data: { intent, errors: { form: ADDRESS_MESSAGES.notInBook, fields: {} } } });
    }
    const update = await postToAction(action, `/account/addresses/${id}`, { intent: 'update', ...form }, { id });
    expect(update.status).toBe(404);
    const after = await user();
    expect(after.addresses).toEqual(before.addresses);
    expect(after.defaultAddress).toEqual(before.defaultAddress);
  });

  it('sam’s address stays untouched when the demo customer names it', async () => {
    const sam = await signedIn('sam.patel@example.com', 'Glow2026!');
    const samAddress = (await sam.user()).addresses.edges[0]!.node;
    const { action } = await signedIn();
    const id = encodeId(samAddress.id);
    expect((await postToAction(action, '/account/addresses', { intent: 'delete', id })).status).toBe(404);
    expect((await sam.user()).addresses.edges[0]!.node).toEqual(samAddress);
  });
});

describe('an unknown intent', () => {
  it('is refused with a message for the form', async () => {
    const { action } = await signedIn();
    const res = await postToAction(action, '/account/addresses', { intent: 'explode' });
    expect(res.status).toBe(400);
    expect((res.data as AccountAnswer).errors?.form).toBe(ADDRESS_MESSAGES.unknownIntent);
  });
});
