import request from 'supertest';
import type { Express } from 'express';

// Test-only: drives the hosted checkout's forms as a browser without JavaScript would
// (GET a step, POST its form, follow the 303), for the backend's and the BFF's tests.

export const GOOD_ADDRESS = {
  email: 'guest@example.com',
  firstName: 'Gia',
  lastName: 'Guest',
  company: '',
  address1: '5 Pine St',
  address2: '',
  city: 'Seattle',
  provinceCode: 'WA',
  zip: '98101',
  phone: '',
};
export const APPROVED = { cardNumber: '4242 4242 4242 4242', nameOnCard: 'Gia Guest', expiry: '12/30', cvc: '123' };
export const DECLINED = { ...APPROVED, cardNumber: '4000 0000 0000 0002' };

export function hidden(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no hidden ${name} in page`);
  return m[1]!;
}

/** Visible text of a page, tags dropped, whitespace collapsed: what a shopper reads. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function checkoutSteps(app: Express, path: string, headers: Record<string, string> = {}) {
  const get = (p: string) => request(app).get(p).set(headers);
  const post = (p: string, form: Record<string, string>) => request(app).post(p).set(headers).type('form').send(form);
  return {
    get,
    post,
    information: (form: Record<string, string> = GOOD_ADDRESS) => post(`${path}/information`, form),
    shipping: (method = 'standard') => post(`${path}/shipping`, { shippingMethod: method }),
    /** the payment page's form guards (idempotency key, review fingerprint) */
    async guards() {
      const page = await get(`${path}/payment`);
      return {
        page,
        idempotencyKey: hidden(page.text, 'idempotencyKey'),
        reviewFingerprint: hidden(page.text, 'reviewFingerprint'),
      };
    },
    place: (form: Record<string, string>) => post(`${path}/place`, form),
    /** information → shipping → the payment page's guards */
    async toPayment(address: Record<string, string> = GOOD_ADDRESS, method = 'standard') {
      await post(`${path}/information`, address).expect(303);
      await post(`${path}/shipping`, { shippingMethod: method }).expect(303);
      const page = await get(`${path}/payment`);
      return {
        page,
        idempotencyKey: hidden(page.text, 'idempotencyKey'),
        reviewFingerprint: hidden(page.text, 'reviewFingerprint'),
      };
    },
  };
}
