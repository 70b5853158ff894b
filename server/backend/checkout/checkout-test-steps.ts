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

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The attributes of every `<tag>` in a page, decoded, whatever order the renderer writes them in
 * (React puts an input's name and value last); a boolean attribute (checked, selected) maps to ''.
 */
export function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2] ?? '')]),
    ),
  );
}

/** The attributes of the form control named `name` (the first one, for radios). */
export function control(html: string, name: string): Record<string, string> | undefined {
  return [...tags(html, 'input'), ...tags(html, 'select')].find((a) => a.name === name);
}

export function hidden(html: string, name: string): string {
  const value = control(html, name)?.value;
  if (value === undefined) throw new Error(`no hidden ${name} in page`);
  return value;
}

/** Visible text of a page, tags dropped, whitespace collapsed: what a shopper reads. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|#39|#x27|quot|lt|gt);/g, (entity) => decode(entity))
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
