import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCancelForm, parseNoteForm, parseRefundForm, parseShipForm, postedVersion } from './order-form-input';

const LINES = [11, 12];

describe('ship form', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'carrier, tracking and quantities',
      { carrier: 'ups', tracking: '1z999aa10123456784', ship_11: '2', ship_12: '0' },
      {
        ok: true,
        value: {
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
          lines: [
            { lineId: 11, quantity: 2 },
            { lineId: 12, quantity: 0 },
          ],
        },
      },
    ],
    ['no carrier', { tracking: 'x', ship_11: '1' }, { ok: false, errors: { carrier: 'Choose the carrier.' } }],
    [
      'a bad number and no lines',
      { carrier: 'fedex', tracking: '123', ship_11: '0' },
      {
        ok: false,
        errors: {
          tracking: 'A FedEx tracking number is 12, 15, 20 or 22 digits.',
          lines: 'Choose at least one line to ship.',
        },
      },
    ],
    [
      'a negative quantity',
      { carrier: 'other', tracking: 'T-1', ship_11: '-1' },
      { ok: false, errors: { lines: 'Quantities are whole numbers, 0 or more.' } },
    ],
    [
      'a repeated field',
      { carrier: ['ups', 'dhl'], tracking: 'x', ship_11: '1' },
      { ok: false, errors: { carrier: 'Choose the carrier.' } },
    ],
    [
      'a line of another order is not read',
      { carrier: 'other', tracking: 'T-1', ship_99: '1' },
      { ok: false, errors: { lines: 'Choose at least one line to ship.' } },
    ],
  ])('%s', (_name, body, parsed) => {
    expect(parseShipForm(body, LINES)).toEqual(parsed);
  });
});

describe('cancel, note and refund forms', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['a reason', { reason: '  Out of stock ' }, { ok: true, value: 'Out of stock' }],
    [
      'no reason',
      { reason: ' ' },
      { ok: false, errors: { reason: 'Say why the order is cancelled; the customer reads it.' } },
    ],
    ['a reason too long', { reason: 'x'.repeat(501) }, { ok: false, errors: { reason: 'At most 500 characters.' } }],
  ])('cancel: %s', (_name, body, parsed) => {
    expect(parseCancelForm(body)).toEqual(parsed);
  });

  it('note: text required', () => {
    expect(parseNoteForm({ note: 'Called' })).toEqual({ ok: true, value: 'Called' });
    expect(parseNoteForm({})).toEqual({ ok: false, errors: { note: 'Write the note.' } });
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'lines',
      { refund_11: '1', refund_12: '' },
      { ok: true, value: { request: { kind: 'lines', lines: [{ lineId: 11, quantity: 1 }] }, reason: null } },
    ],
    [
      'an amount with a reason',
      { amount: '$12.50', reason: 'Late' },
      { ok: true, value: { request: { kind: 'amount', cents: 1250 }, reason: 'Late' } },
    ],
    [
      'both',
      { amount: '5', refund_11: '1' },
      { ok: false, errors: { amount: 'Refund lines or an amount, not both.' } },
    ],
    [
      'neither',
      { refund_11: '0' },
      { ok: false, errors: { lines: 'Choose at least one line to refund, or enter an amount.' } },
    ],
    [
      'a bad amount',
      { amount: '12.345' },
      { ok: false, errors: { amount: 'Enter an amount in dollars, like 12.50.' } },
    ],
    ['a zero amount', { amount: '0.00' }, { ok: false, errors: { amount: 'Enter an amount above $0.00.' } }],
  ])('refund: %s', (_name, body, parsed) => {
    expect(parseRefundForm(body, LINES)).toEqual(parsed);
  });
});

describe('posted version', () => {
  it.each<[unknown, number | null]>([
    ['3', 3],
    ['0', null],
    ['', null],
    ['1.5', null],
    [['1', '2'], null],
    ['9999999999', null],
  ])('%j → %j', (v, version) => {
    expect(postedVersion({ version: v })).toBe(version);
  });

  it('no posted body makes a form parser throw', () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined), fc.object());
    const body = fc.dictionary(
      fc.constantFrom('carrier', 'tracking', 'ship_11', 'refund_12', 'amount', 'reason', 'note', 'version'),
      value,
    );
    fc.assert(
      fc.property(body, (b) => {
        for (const parsed of [parseShipForm(b, LINES), parseRefundForm(b, LINES), parseCancelForm(b), parseNoteForm(b)])
          expect(typeof parsed.ok).toBe('boolean');
        postedVersion(b);
      }),
    );
  });
});
