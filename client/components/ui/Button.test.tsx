import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button, type ButtonProps } from './Button';

const render = (props: ButtonProps) =>
  renderToString(
    <MemoryRouter>
      <Button {...props} />
    </MemoryRouter>,
  );

describe('Button', () => {
  it.each<[string, ButtonProps, RegExp[]]>([
    [
      'defaults: elevated primary centred <button type=button>',
      { text: 'Add' },
      [
        /^<button class="btn btn-elevated btn-primary btn-align-center" type="button">/,
        /<span class="btn-label">Add<\/span>/,
      ],
    ],
    [
      'variant, colour, alignment, block, compact',
      { text: 'Go', variant: 'flat', color: 'secondary', textAlign: 'left', block: true, compact: true },
      [/class="btn btn-flat btn-secondary btn-align-left btn-block btn-compact"/],
    ],
    ['outlined and text variants', { text: 'x', variant: 'outlined' }, [/btn-outlined/]],
    [
      'submit type, id and title',
      { text: 'Save', type: 'submit', id: 'save', title: 'Save it' },
      [/id="save"/, /type="submit"/, /title="Save it"/],
    ],
    ['disabled button', { text: 'No', disabled: true }, [/btn-disabled/, /disabled=""/]],
    ['children when no text', { children: 'Child' }, [/<span class="btn-label">Child<\/span>/]],
    ['to → router link', { text: 'Shop', to: '/shop' }, [/^<a class="btn[^"]*" href="\/shop"/]],
    [
      'href → plain anchor',
      { text: 'Out', href: 'https://example.com' },
      [/^<a class="btn[^"]*" href="https:\/\/example.com" rel="noopener"/],
    ],
    [
      'disabled link has no href',
      { text: 'Shop', to: '/shop', disabled: true },
      [/aria-disabled="true"/, /^(?!.*href=)/],
    ],
    [
      'icon before the label by default',
      { text: 'Cart', icon: 'cart' },
      [/<svg class="icon icon-20 btn-icon".*#cart".*<\/svg><span class="btn-label">Cart/],
    ],
    [
      "a compact button's icon is smaller",
      { text: 'Cart', icon: 'cart', compact: true },
      [/<svg class="icon icon-18 btn-icon"/],
    ],
    [
      'icon after the label',
      { text: 'Next', icon: 'chevron-right', iconPosition: 'post' },
      [/Next<\/span><svg class="icon[^>]*><use href="[^"]*#chevron-right"/],
    ],
    [
      'icon-only uses the title as its name',
      { icon: 'close', title: 'Close' },
      [/btn-icon-only/, /aria-label="Close"/],
    ],
  ])('%s', (_name, props, patterns) => {
    const html = render(props);
    for (const p of patterns) expect(html).toMatch(p);
  });
});
