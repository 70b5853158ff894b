import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_INTENTS } from '../../shared/contract/cart-action';
import { formFields, jsonFields, parseCartAction } from './cart-action-parse';

// The cart action's body to an action: the shared schema does the checking; here, that any
// input ends as an action or a problem naming a field, and where the shopper goes back to.

/** The form's fields, and 'body' for a nameless one (an unknown '' key). */
const KNOWN_FIELDS = ['intent', 'variantId', 'quantity', 'lineId', 'code', 'note', 'sellingPlanId', 'lines', 'body'];

describe('parseCartAction', () => {
  it.each<[string, Record<string, unknown> | null, unknown]>([
    [
      'a form add: strings coerced, returnTo taken out',
      formFields('intent=add&variantId=v1&quantity=2&returnTo=%2Fshop'),
      { ok: true, action: { intent: 'add', variantId: 'v1', quantity: 2 }, returnTo: '/shop' },
    ],
    [
      "'' quantity and plan: the defaults",
      formFields('intent=add&variantId=v1&quantity=&sellingPlanId='),
      { ok: true, action: { intent: 'add', variantId: 'v1', quantity: 1 }, returnTo: '/cart' },
    ],
    [
      'a name sent twice: the last value',
      formFields('intent=quantity&lineId=l&quantity=3&quantity=5'),
      { ok: true, action: { intent: 'quantity', lineId: 'l', quantity: 5 }, returnTo: '/cart' },
    ],
    [
      'returnTo off-site',
      { intent: 'clear', returnTo: '//evil.example' },
      { ok: true, action: { intent: 'clear' }, returnTo: '/cart' },
    ],
    [
      'no intent',
      {},
      { ok: false, problem: { field: 'intent', error: expect.stringMatching(/^intent: /) }, returnTo: '/cart' },
    ],
    [
      'an extra field',
      { intent: 'clear', extra: '1' },
      { ok: false, problem: { field: 'extra', error: 'extra: unknown field' }, returnTo: '/cart' },
    ],
    [
      'a JSON array',
      jsonFields('[1]'),
      { ok: false, problem: { field: 'body', error: 'body: must be a JSON object' }, returnTo: '/cart' },
    ],
    [
      'broken JSON',
      jsonFields('{'),
      { ok: false, problem: { field: 'body', error: 'body: must be a JSON object' }, returnTo: '/cart' },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(parseCartAction(fields)).toEqual(expected);
  });

  // A quantity is a number or a form field's decimal digits: nothing else may read as 0 (which
  // removes the line) or as some other number.
  it.each<[string, Record<string, unknown> | null, string]>([
    ['a blank form field', formFields('intent=quantity&lineId=l&quantity=+'), 'quantity: must be a number'],
    ['JSON null', jsonFields('{"intent":"quantity","lineId":"l","quantity":null}'), 'quantity: must be a number'],
    ['JSON false', jsonFields('{"intent":"quantity","lineId":"l","quantity":false}'), 'quantity: must be a number'],
    ['a JSON array', jsonFields('{"intent":"quantity","lineId":"l","quantity":[]}'), 'quantity: must be a number'],
    ['an add of hex', jsonFields('{"intent":"add","variantId":"v","quantity":"0x10"}'), 'quantity: must be a number'],
    ['an add of true', jsonFields('{"intent":"add","variantId":"v","quantity":true}'), 'quantity: must be a number'],
    ['an add of [5]', jsonFields('{"intent":"add","variantId":"v","quantity":[5]}'), 'quantity: must be a number'],
    ['an exponent', formFields('intent=add&variantId=v&quantity=1e2'), 'quantity: must be a number'],
    ['a fraction', formFields('intent=quantity&lineId=l&quantity=1.5'), 'quantity: must be an integer'],
    ['a negative', formFields('intent=quantity&lineId=l&quantity=-1'), 'quantity: must be at least 0'],
    ['an add of 0', formFields('intent=add&variantId=v&quantity=0'), 'quantity: must be at least 1'],
  ])('refuses a quantity that is no number: %s', (_name, fields, error) => {
    expect(parseCartAction(fields)).toEqual({ ok: false, problem: { field: 'quantity', error }, returnTo: '/cart' });
  });

  it.each<[string, Record<string, unknown> | null, number]>([
    ['a JSON number', jsonFields('{"intent":"quantity","lineId":"l","quantity":0}'), 0],
    ['digits with spaces around', formFields('intent=quantity&lineId=l&quantity=+3+'), 3],
    ['a JSON string of digits', jsonFields('{"intent":"quantity","lineId":"l","quantity":"7"}'), 7],
  ])('takes a quantity: %s', (_name, fields, quantity) => {
    expect(parseCartAction(fields)).toMatchObject({ ok: true, action: { quantity } });
  });

  it('any record of string fields parses or names a field (never throws)', () => {
    const key = fc.oneof(
      fc.constantFrom(
        'intent',
        'variantId',
        'quantity',
        'lineId',
        'code',
        'note',
        'sellingPlanId',
        'returnTo',
        '__proto__',
        'constructor',
      ),
      fc.string(),
    );
    const value = fc.oneof(
      fc.constantFrom(...CART_INTENTS, '', '0', '99', '100', '1.5', ' 2 ', 'Infinity'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.dictionary(key, value), (fields) => {
        const parsed = parseCartAction(fields);
        if (parsed.ok) expect(CART_INTENTS).toContain(parsed.action.intent);
        // The field is one of the form's, or the unknown key the shopper's body carried (any string).
        else expect([...KNOWN_FIELDS, ...Object.keys(fields)]).toContain(parsed.problem.field);
        expect(parsed.returnTo.startsWith('/') && !parsed.returnTo.startsWith('//')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('any urlencoded body becomes fields without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (body) => {
        expect(typeof formFields(body)).toBe('object');
      }),
    );
  });
});
