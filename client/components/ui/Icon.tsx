// One SVG sprite for every icon: a hashed file cached for a year (Vite emits it; `no-inline`
// keeps it a file, since <use> cannot point into a data: URL). A page then carries a short
// <use> per icon instead of repeating the paths on every card. Each icon takes the text
// colour (currentColor). The symbols carry the 24px viewBox, so the <svg> around a <use>
// needs none: the symbol scales to the size given.
import spriteUrl from './icons.svg?no-inline';

export const ICON_NAMES = [
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
  'sign-out',
  'check',
  'share',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * The sizes an icon comes in, in CSS px: the stylesheet makes an icon 24 px square, or the size of
 * its icon-<size> class (components.css), so the markup needs no width and height of its own.
 */
export const ICON_SIZES = [14, 16, 18, 20, 24] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** The sprite's URL (for tests and a preload, if one is ever wanted). */
export const ICON_SPRITE_URL: string = spriteUrl;

export interface IconProps {
  name: IconName;
  /** Pixel size of the square; 24 by default. */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

export function Icon({ name, size = 24, title, className }: IconProps) {
  return (
    <svg
      // Sized by the render-blocking stylesheet: .icon is 24 px, .icon-<size> the others (20 icons
      // on a page, 23 bytes of width and height each). Its <use> names the symbol: no stylesheet or
      // script reads an icon-<name> class.
      className={['icon', size !== 24 && `icon-${size}`, className].filter(Boolean).join(' ')}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
