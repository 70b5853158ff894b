import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, ICON_SIZES, ICON_SPRITE_URL, Icon, type IconName } from './Icon';

const REQUIRED: IconName[] = [
  'cart',
  'heart',
  'heart-filled',
  'compare',
  'search',
  'menu',
  'close',
  'chevron-down',
  'chevron-right',
  'user',
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'pinterest',
  'location',
  'plus',
  'minus',
  'trash',
  'check',
  'sign-out',
  'share',
];
const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const stylesheet = readFileSync(new URL('../../styles/components.css', import.meta.url), 'utf8');
/** The width and height the stylesheet gives the elements of a class, as "W H" (a rule of its own for the class). */
const squareOf = (className: string) => {
  const rule = new RegExp(`^\\.${className} \\{([^}]*)\\}`, 'm').exec(stylesheet)?.[1] ?? '';
  return `${/(?:^|;)\s*width: ([^;]+);/.exec(rule)?.[1]} ${/(?:^|;)\s*height: ([^;]+);/.exec(rule)?.[1]}`;
};

describe('Icon', () => {
  it('has the whole set, each a symbol of the sprite with content', () => {
    expect([...ICON_NAMES].sort()).toEqual([...REQUIRED].sort());
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id).sort()).toEqual([...REQUIRED].sort());
    for (const [, , body] of ids) expect(body).toMatch(/<(path|circle|rect)/);
  });

  it.each(REQUIRED)('%s renders a decorative svg, 24px by its class, that uses its symbol of the sprite', (name) => {
    const html = renderToString(<Icon name={name} />);
    expect(html).toMatch(new RegExp(`^<svg class="icon" aria-hidden="true"><use href="[^"]*#${name}"`));
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(`<use href="${ICON_SPRITE_URL}#${name}"></use>`);
    expect(html).not.toMatch(/<(path|circle|rect)/);
  });

  it.each(ICON_SIZES.map((size) => [size, size === 24 ? 'icon' : `icon-${size}`] as const))(
    "is %ipx square by the stylesheet's .%s, with no size in the markup",
    (size, className) => {
      const html = renderToString(<Icon name="heart" size={size} />);
      expect(html).toMatch(new RegExp(`^<svg class="icon${size === 24 ? '' : ` ${className}`}" aria-hidden="true">`));
      expect(html).not.toMatch(/width=|height=/);
      expect(squareOf(className)).toBe(`${size}px ${size}px`);
    },
  );

  it('with a title it is an image with a name', () => {
    const html = renderToString(<Icon name="heart" title="Favourite" size={16} className="x" />);
    expect(html).toMatch(/class="icon icon-16 x" role="img"/);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Favourite"');
    expect(html).toContain('<title>Favourite</title>');
    expect(html).not.toContain('aria-hidden');
  });
});
