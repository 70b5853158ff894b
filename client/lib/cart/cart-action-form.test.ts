import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import { cartActionFromForm, type CartFormResult, type Submitter } from './cart-action-form';

const V = 'gid://shopify/ProductVariant/7';
const L = 'gid://shopify/CartLine/1a2b';
const P = 'gid://shopify/SellingPlan/2';

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const invalid = (fields: Record<string, string>, formMessage?: string): CartFormResult => ({
  ok: false,
  errors: formMessage ? { form: formMessage, fields } : { fields },
});

describe('cartActionFromForm', () => {
  const cases: [string, [string, string][], Submitter | null, CartFormResult][] = [
    [
      'add: variant, quantity, one-time plan (empty), returnTo ignored',
      [
        ['intent', 'add'],
        ['variantId', V],
        ['sellingPlanId', ''],
        ['quantity', '2'],
        ['returnTo', '/products/x?y=1'],
      ],
      null,
      { ok: true, action: { intent: 'add', variantId: V, quantity: 2, sellingPlanId: undefined } },
    ],
    [
      'add: a subscription plan',
      [
        ['intent', 'add'],
        ['variantId', V],
        ['sellingPlanId', P],
        ['quantity', '1'],
      ],
      null,
      { ok: true, action: { intent: 'add', variantId: V, quantity: 1, sellingPlanId: P } },
    ],
    [
      'add: quantity missing is the default 1',
      [
        ['intent', 'add'],
        ['variantId', V],
      ],
      null,
      { ok: true, action: { intent: 'add', variantId: V, quantity: 1, sellingPlanId: undefined } },
    ],
    [
      'add: quantity 0 is out of range',
      [
        ['intent', 'add'],
        ['variantId', V],
        ['quantity', '0'],
      ],
      null,
      invalid({ quantity: CART_MESSAGES.quantityInvalid }),
    ],
    [
      'add: quantity 100 is out of range',
      [
        ['intent', 'add'],
        ['variantId', V],
        ['quantity', '100'],
      ],
      null,
      invalid({ quantity: CART_MESSAGES.quantityInvalid }),
    ],
    [
      'add: quantity 1.5 is not whole',
      [
        ['intent', 'add'],
        ['variantId', V],
        ['quantity', '1.5'],
      ],
      null,
      invalid({ quantity: CART_MESSAGES.quantityInvalid }),
    ],
    [
      'add: no variant',
      [
        ['intent', 'add'],
        ['variantId', ''],
        ['quantity', '1'],
      ],
      null,
      invalid({ variantId: 'This field is required.' }),
    ],
    [
      'quantity: the + button carries the new quantity',
      [
        ['intent', 'quantity'],
        ['lineId', L],
        ['returnTo', '/cart'],
      ],
      { name: 'quantity', value: '3' },
      { ok: true, action: { intent: 'quantity', lineId: L, quantity: 3 } },
    ],
    [
      'quantity: − at 1 submits 0 (remove)',
      [
        ['intent', 'quantity'],
        ['lineId', L],
      ],
      { name: 'quantity', value: '0' },
      { ok: true, action: { intent: 'quantity', lineId: L, quantity: 0 } },
    ],
    [
      'remove',
      [
        ['intent', 'remove'],
        ['lineId', L],
        ['returnTo', '/cart'],
      ],
      null,
      { ok: true, action: { intent: 'remove', lineId: L } },
    ],
    [
      'apply-code: trimmed',
      [
        ['intent', 'apply-code'],
        ['code', '  welcome10 '],
      ],
      null,
      { ok: true, action: { intent: 'apply-code', code: 'welcome10' } },
    ],
    [
      'apply-code: empty is a field error',
      [
        ['intent', 'apply-code'],
        ['code', '   '],
      ],
      null,
      invalid({ code: CART_MESSAGES.codeEmpty }),
    ],
    [
      'remove-code',
      [
        ['intent', 'remove-code'],
        ['code', 'WELCOME10'],
      ],
      null,
      { ok: true, action: { intent: 'remove-code', code: 'WELCOME10' } },
    ],
    [
      'note: may be empty',
      [
        ['intent', 'note'],
        ['note', ''],
      ],
      null,
      { ok: true, action: { intent: 'note', note: '' } },
    ],
    [
      'clear',
      [
        ['intent', 'clear'],
        ['returnTo', '/cart'],
      ],
      null,
      { ok: true, action: { intent: 'clear' } },
    ],
    [
      'an unknown intent is the form’s message',
      [['intent', 'explode']],
      null,
      invalid({}, 'Must be one of add, add-lines, quantity, remove, apply-code, remove-code, note, clear.'),
    ],
    [
      'a field the intent does not take is refused',
      [
        ['intent', 'clear'],
        ['lineId', L],
      ],
      null,
      { ok: false, errors: expect.anything() },
    ],
  ];
  it.each(cases)('%s', (_name, fields, submitter, expected) => {
    expect(cartActionFromForm(form(fields), submitter)).toEqual(expected);
  });
});
