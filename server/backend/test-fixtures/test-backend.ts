import request from 'supertest';
import { calls, type CallInput, type CallName, type CallOutput } from '../../../shared/contract/registry';
import { createBackendApp } from '../app';
import { openDatabase, type Db } from '../db/open-database';
import { seedDatabase } from '../seed/seed';
import type { SeedBundle } from '../seed/seed-bundle';
import { DEMO, FIXTURE_NOW, fixture } from './seed-fixture';

export const TEST_SECRET = 'test-secret-0123456789';
export const TEST_SITE = 'http://shop.test';

export interface CallResult<N extends CallName> {
  status: number;
  body: CallOutput<N> & { error?: string };
}

/** A real backend on a private in-memory store seeded with the fixture, at a fixed clock. */
export function createTestBackend(seed: SeedBundle = fixture) {
  const db = openDatabase(':memory:');
  let now = FIXTURE_NOW;
  seedDatabase(db, seed, { links: { secret: TEST_SECRET, siteUrl: TEST_SITE }, now });
  const app = createBackendApp({ db, secret: TEST_SECRET, siteUrl: TEST_SITE, validateResponses: true, now: () => now });

  async function call<N extends CallName>(name: N, body: CallInput<N> | Record<string, unknown>, token?: string): Promise<CallResult<N>> {
    let req = request(app).post(calls[name].path);
    if (token && calls[name].token !== 'body') req = req.set('Authorization', token);
    const payload = token && calls[name].token === 'body' ? { ...body, token } : body;
    const res = await req.send(payload as object);
    return { status: res.status, body: res.body as CallResult<N>['body'] };
  }

  async function login(email = DEMO.email, password = DEMO.password): Promise<string> {
    const res = await call('user-login', { email, password });
    if (!res.body.token) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  return {
    db,
    app,
    call,
    login,
    setNow: (d: Date) => {
      now = d;
    },
  };
}

export type TestBackend = ReturnType<typeof createTestBackend>;

/** Every row of every table (image bytes left out), to prove a refused request changed nothing. */
export function storeSnapshot(db: Db): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
  return JSON.stringify(
    tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all().map((r) => ({ ...(r as object), bytes: undefined }))]),
  );
}
