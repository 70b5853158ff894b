import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesFieldValue, MAX_ADD_LINES } from '../../shared/contract/cart-action';
import { formFields, parseCartAction } from './cart-action-parse';

// 'add-lines' (a whole routine in one cart change): the form's one text field of lines, and the
// Subscribe & save box, read by the shared schema for a form and the enhanced form's JSON alike.

describe("parseCartAction: 'add-lines'", () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'a form: sizes with and without a plan, the box unticked',
      formFields('intent=add-lines&lines=v1%7Cplan-30%2Cv2'),
      {
        intent: 'add-lines',
        lines: [{ variantId: 'v1', sellingPlanId: 'plan-30' }, { variantId: 'v2' }],
        subscribe: false,
      },
    ],
    [
      'the box ticked (a form posts "on")',
      formFields('intent=add-lines&lines=v1&subscribe=on'),
      { intent: 'add-lines', lines: [{ variantId: 'v1' }], subscribe: true },
    ],
    [
      'JSON says true; blank parts between commas are no lines',
      { intent: 'add-lines', lines: ',v1,,v2,', subscribe: true },
      { intent: 'add-lines', lines: [{ variantId: 'v1' }, { variantId: 'v2' }], subscribe: true },
    ],
    [
      'JSON may send the lines as a list',
      { intent: 'add-lines', lines: [{ variantId: 'v1' }] },
      { intent: 'add-lines', lines: [{ variantId: 'v1' }], subscribe: false },
    ],
  ])('%s', (_name, fields, action) => {
    expect(parseCartAction(fields)).toMatchObject({ ok: true, action });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no lines', { intent: 'add-lines', lines: '' }, 'lines'],
    ['the field missing', { intent: 'add-lines' }, 'lines'],
    [
      'a list in JSON with a line of no size',
      { intent: 'add-lines', lines: [{ sellingPlanId: 'p' }] },
      'lines.0.variantId',
    ],
    ['a line without its size', { intent: 'add-lines', lines: '|plan-30' }, 'lines.0.variantId'],
    [
      'more than a routine holds',
      { intent: 'add-lines', lines: Array.from({ length: MAX_ADD_LINES + 1 }, (_, i) => `v${i}`).join(',') },
      'lines',
    ],
    ['a field of another intent', { intent: 'add-lines', lines: 'v1', quantity: '2' }, 'quantity'],
  ])('refuses %s, naming the field', (_name, fields, field) => {
    const parsed = parseCartAction(fields);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.field).toBe(field);
  });

  it('reads back exactly the lines a page wrote', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9/:_-]{1,60}$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ variantId: id, sellingPlanId: fc.option(id, { nil: undefined }) }), {
          minLength: 1,
          maxLength: MAX_ADD_LINES,
        }),
        (lines) => {
          const parsed = parseCartAction({ intent: 'add-lines', lines: linesFieldValue(lines) });
          const expected = lines.map((l) => (l.sellingPlanId ? l : { variantId: l.variantId }));
          expect(parsed).toMatchObject({ ok: true, action: { lines: expected } });
        },
      ),
      { numRuns: 500 },
    );
  });
});
