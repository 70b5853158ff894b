import type { Express } from 'express';
import request from 'supertest';

// Test-only: the throttle's probes as requests to a running app.

export const API = '/api/ecom/v1.0/';

export interface Attempt {
  status: number;
  body: any;
  retryAfter: string | undefined;
  cacheControl: string | undefined;
}

/** One POST to an account call; `from` is sent as X-Forwarded-For when given. */
export async function attempt(app: Express | string, call: string, body: object, from?: string): Promise<Attempt> {
  let req = request(app).post(`${API}${call}`);
  if (from !== undefined) req = req.set('x-forwarded-for', from);
  const res = await req.send(body);
  return {
    status: res.status,
    body: res.body,
    retryAfter: res.headers['retry-after'],
    cacheControl: res.headers['cache-control'],
  };
}

/** Runs `count` attempts one after the other; returns their statuses (1-based position of the first 429 = index + 1). */
export async function statuses(count: number, next: (i: number) => Promise<Attempt>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await next(i)).status);
  return seen;
}

export const firstRefused = (seen: number[]): number => seen.indexOf(429) + 1;

export const wrongLogin = (email: string) => ({ email, password: 'not the password' });
export const newCustomer = (email: string) => ({
  email,
  firstName: 'Probe',
  lastName: 'Tester',
  password: 'long enough password 1',
});
export const resetLink = (id: number, signature: string) =>
  `http://shop.test/account/resetPassword?id=${id}&token=nonce&expires=9999999999999&signature=${signature}`;
export const activationLink = (id: number, signature: string) =>
  `http://shop.test/account/activateAccount?id=${id}&token=nonce&expires=9999999999999&signature=${signature}`;
