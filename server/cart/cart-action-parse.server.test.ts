import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_INTENTS } from '../../shared/contract/cart-action';
import { formFields, jsonFields, parseCartAction } from './cart-action-parse.server';

// The cart action's body to an action: the shared schema does the checking; here, that any
// input ends as an action or a problem naming a field, and where the shopper goes back to.

/** The form's fields, and 'body' for a nameless one (an unknown '' key). */
const KNOWN_FIELDS = ['intent', 'variantId', 'quantity', 'lineId', 'code', 'note', 'sellingPlanId', 'body'];

describe('parseCartAction', () => {
  it.each<[string, Record<string, unknown> | null, unknown]>([
    ['a form add: strings coerced, returnTo taken out', formFields('intent=add&variantId=v1&quantity=2&returnTo=%2Fshop'), { ok: true, action: { intent: 'add', variantId: 'v1', quantity: 2 }, returnTo: '/shop' }],
    ["'' quantity and plan: the defaults", formFields('intent=add&variantId=v1&quantity=&sellingPlanId='), { ok: true, action: { intent: 'add', variantId: 'v1', quantity: 1 }, returnTo: '/cart' }],
    ['a name sent twice: the last value', formFields('intent=quantity&lineId=l&quantity=3&quantity=5'), { ok: true, action: { intent: 'quantity', lineId: 'l', quantity: 5 }, returnTo: '/cart' }],
    ['returnTo off-site', { intent: 'clear', returnTo: '//evil.example' }, { ok: true, action: { intent: 'clear' }, returnTo: '/cart' }],
    ['no intent', {}, { ok: false, problem: { field: 'intent', error: expect.stringMatching(/^intent: /) }, returnTo: '/cart' }],
    ['an extra field', { intent: 'clear', extra: '1' }, { ok: false, problem: { field: 'extra', error: 'extra: unknown field' }, returnTo: '/cart' }],
    ['a JSON array', jsonFields('[1]'), { ok: false, problem: { field: 'body', error: 'body: must be a JSON object' }, returnTo: '/cart' }],
    ['broken JSON', jsonFields('{'), { ok: false, problem: { field: 'body', error: 'body: must be a JSON object' }, returnTo: '/cart' }],
  ])('%s', (_name, fields, expected) => {
    expect(parseCartAction(fields)).toEqual(expected);
  });

  it('any record of string fields parses or names a field (never throws)', () => {
    const key = fc.oneof(fc.constantFrom('intent', 'variantId', 'quantity', 'lineId', 'code', 'note', 'sellingPlanId', 'returnTo', '__proto__', 'constructor'), fc.string());
    const value = fc.oneof(fc.constantFrom(...CART_INTENTS, '', '0', '99', '100', '1.5', ' 2 ', 'Infinity'), fc.string());
    fc.assert(fc.property(fc.dictionary(key, value), (fields) => {
      const parsed = parseCartAction(fields);
      if (parsed.ok) expect(CART_INTENTS).toContain(parsed.action.intent);
      // The field is one of the form's, or the unknown key the shopper's body carried (any string).
      else expect([...KNOWN_FIELDS, ...Object.keys(fields)]).toContain(parsed.problem.field);
      expect(parsed.returnTo.startsWith('/') && !parsed.returnTo.startsWith('//')).toBe(true);
    }), { numRuns: 500 });
  });

  it('any urlencoded body becomes fields without throwing', () => {
    fc.assert(fc.property(fc.string(), (body) => {
      expect(typeof formFields(body)).toBe('object');
    }));
  });
});
