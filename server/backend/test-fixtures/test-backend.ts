import Database from 'better-sqlite3';
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

/**
 * Each seed bundle is seeded once per worker (seeding hashes passwords with scrypt, slow on
 * purpose) and every store is a copy of that image: the same rows a fresh seed gives, since the
 * secret, site and clock are fixed.
 */
const seededImages = new WeakMap<SeedBundle, Buffer>();

function seededImage(seed: SeedBundle): Buffer {
  let image = seededImages.get(seed);
  if (!image) {
    const db = openDatabase(':memory:');
    seedDatabase(db, seed, { links: { secret: TEST_SECRET, siteUrl: TEST_SITE }, now: FIXTURE_NOW });
    image = db.serialize();
    db.close();
    seededImages.set(seed, image);
  }
  return image;
}

/** A private in-memory store holding a copy of the image, with openDatabase's connection settings. */
function storeFrom(image: Buffer): Db {
  const db = new Database(image);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A real backend on a private in-memory store seeded with the fixture, at a fixed clock. */
export function createTestBackend(seed: SeedBundle = fixture) {
  return backendOn(storeFrom(seededImage(seed)), FIXTURE_NOW);
}

export interface TestBackend {
  db: Db;
  app: ReturnType<typeof createBackendApp>;
  call<N extends CallName>(
    name: N,
    body: CallInput<N> | Record<string, unknown>,
    token?: string,
  ): Promise<CallResult<N>>;
  login(email?: string, password?: string): Promise<string>;
  setNow(d: Date): void;
  /** A backend of its own on a copy of this store as it is now (sessions, carts and clock included). */
  fork(): TestBackend;
}

function backendOn(db: Db, startAt: Date): TestBackend {
  let now = startAt;
  const app = createBackendApp({
    db,
    secret: TEST_SECRET,
    siteUrl: TEST_SITE,
    validateResponses: true,
    now: () => now,
  });

  async function call<N extends CallName>(
    name: N,
    body: CallInput<N> | Record<string, unknown>,
    token?: string,
  ): Promise<CallResult<N>> {
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
    fork: () => backendOn(storeFrom(db.serialize()), now),
  };
}

/** Every row of every table (image bytes left out), to prove a refused request changed nothing. */
export function storeSnapshot(db: Db): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
    name: string;
  }[];
  return JSON.stringify(
    tables.map(({ name }) => [
      name,
      db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((r) => ({ ...(r as object), bytes: undefined })),
    ]),
  );
}
