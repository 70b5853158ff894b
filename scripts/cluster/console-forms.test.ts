import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf, fieldOf, readForm, unescapeHtml, withField, type Pair } from './console-forms';

// The cluster test posts the console's forms as a browser would: what it reads from the markup
// React renders (attributes in any order, escaped values) must be what a browser sends.

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

const PRODUCT_FORM = `<form class="console-inline" action="/products/31/archive" method="post"><input type="hidden" name="_csrf" value="t1"/><button type="submit">Archive</button></form>
<form class="console-form" action="/products/31" method="post"><input type="hidden" name="_csrf" value="t1"/><input type="hidden" name="version" value="4"/>
<input id="field-title" type="text" required="" name="title" value="Rosé &amp; &quot;Co&quot;"/>
<textarea id="field-description" name="description" rows="8">
&lt;p&gt;Hi&lt;/p&gt;</textarea>
<input type="checkbox" name="categories" value="serums" checked=""/><input type="checkbox" name="categories" value="masks"/>
<select id="field-parent" name="parent"><option value="0">Top</option><option value="0.1" selected="">Under Shop</option></select>
<select name="picture"><option value="">Choose…</option><option value="cms-a">A</option></select>
<input id="variant-0-title" name="variant_title" value="1 fl oz"/><input type="hidden" name="variant_id" value="7"/>
<input id="variant-1-title" name="variant_title" value=""/><input type="hidden" name="variant_id" value=""/>
<input type="text" name="off" disabled="" value="x"/><input type="file" name="upload"/>
<button type="submit" value="publish" name="intent">Publish now</button><button type="submit" value="save" class="console-secondary" name="intent">Save draft</button>
</form>
<form class="console-filters" role="search" action="/products" method="get"><input name="q" value=""/></form>`;

describe('reading a console form', () => {
  it('sends what a browser would, in order', () => {
    const form = readForm(PRODUCT_FORM, '/products/31')!;
    expect(form.fields).toEqual([
      ['_csrf', 't1'],
      ['version', '4'],
      ['title', 'Rosé & "Co"'],
      ['description', '<p>Hi</p>'],
      ['categories', 'serums'],
      ['parent', '0.1'],
      ['picture', ''],
      ['variant_title', '1 fl oz'],
      ['variant_id', '7'],
      ['variant_title', ''],
      ['variant_id', ''],
    ]);
    expect(form.options).toEqual({ parent: ['0', '0.1'], picture: ['', 'cms-a'] });
    expect(form.buttons).toEqual([
      ['intent', 'publish'],
      ['intent', 'save'],
    ]);
  });

  it.each([
    ['/products/31/archive', [['_csrf', 't1']]],
    // a GET form is no form to post
    ['/products', null],
    ['/products/3', null],
  ])('the form posting to %s', (action, fields) => {
    expect(readForm(PRODUCT_FORM, action)?.fields ?? null).toEqual(fields);
  });

  it('changes the nth field of a name, or adds it', () => {
    const fields: Pair[] = [
      ['a', '1'],
      ['v', 'x'],
      ['v', 'y'],
    ];
    expect(withField(fields, 'v', 'z', 1)).toEqual([
      ['a', '1'],
      ['v', 'x'],
      ['v', 'z'],
    ]);
    expect(withField(fields, 'b', '2')).toEqual([...fields, ['b', '2']]);
    expect(fieldOf(fields, 'v', 1)).toBe('y');
    expect(fieldOf(fields, 'w')).toBeUndefined();
  });

  it.each([
    ['&amp;lt;', '&lt;'],
    ['&#39;&#x27;&apos;', "'''"],
    ['&unknown; &#xZZ;', '&unknown; &#xZZ;'],
  ])('unescapes %s', (text, plain) => {
    expect(unescapeHtml(text)).toBe(plain);
  });

  it('reads attributes whatever their order and quoting', () => {
    expect(attributesOf(`<input value='a b' NAME=x checked type="checkbox"/>`)).toEqual({
      value: 'a b',
      name: 'x',
      checked: '',
      type: 'checkbox',
    });
  });

  it('reads back any fields it is given, escaped as React renders them', () => {
    const name = fc.stringMatching(/^[a-z_][a-z0-9_-]{0,11}$/);
    const value = fc.string({ maxLength: 30 });
    const field = fc.oneof(
      fc.record({ kind: fc.constant('input' as const), name, value }),
      fc.record({ kind: fc.constant('textarea' as const), name, value }),
      fc.record({ kind: fc.constant('hidden' as const), name, value }),
    );
    fc.assert(
      fc.property(fc.array(field, { maxLength: 8 }), (fields) => {
        const html = fields
          .map((f) =>
            f.kind === 'textarea'
              ? `<textarea id="t" name="${f.name}" rows="2">${escape(f.value)}</textarea>`
              : f.kind === 'hidden'
                ? `<input type="hidden" name="${f.name}" value="${escape(f.value)}"/>`
                : `<input id="i" type="text" required="" name="${f.name}" value="${escape(f.value)}"/>`,
          )
          .join('');
        const form = readForm(`<form action="/x" method="post">${html}</form>`, '/x')!;
        // a textarea's leading newline is dropped by browsers as well
        expect(form.fields).toEqual(
          fields.map((f) => [f.name, f.kind === 'textarea' ? f.value.replace(/^\r?\n/, '') : f.value]),
        );
      }),
    );
  });
});
