import express from 'express';
import request from 'supertest';
import type { ConsoleFeature } from '../console-feature';
import type { Role } from '../permissions';
import type { ConsoleStore } from './console-store';

// Test-only, until the console core's app is there to sign in through: the features mounted in
// a bare app that parses forms as the console does, with the staff member set as sign-in would.

export interface Answer {
  status: number;
  location: string | null;
  html: string;
}

export function featureClient(store: ConsoleStore, features: readonly ConsoleFeature[], role: Role) {
  const app = express();
  app.use(express.urlencoded({ extended: false, limit: '32kb' }));
  const staff = store.staff(role);
  app.use((_req, res, next) => {
    res.locals.staff = staff;
    next();
  });
  const router = express.Router();
  for (const f of features) f.mount(router, store.deps);
  app.use(router);
  const answer = (res: request.Response): Answer => ({
    status: res.status,
    location: (res.headers.location as string | undefined) ?? null,
    html: res.text,
  });
  return {
    staff,
    get: async (path: string) => answer(await request(app).get(path)),
    post: async (path: string, fields: Record<string, string> = {}) =>
      answer(await request(app).post(path).type('form').send(fields)),
    upload: async (
      path: string,
      file: { name: string; text: string | Buffer } | null,
      fields: Record<string, string> = {},
    ) => {
      let req = request(app).post(path);
      for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
      if (file) req = req.attach('file', typeof file.text === 'string' ? Buffer.from(file.text) : file.text, file.name);
      return answer(await req);
    },
  };
}
