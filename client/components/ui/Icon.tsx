import type { ReactElement } from 'react';

// A small inline-SVG set: no icon font to load, no request per icon, and each icon takes
// the text colour (currentColor). Outline icons use a 2px stroke on a 24px grid.

const stroke = (d: string) => <path d={d} />;

const ICONS = {
  cart: (
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      {stroke('M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6.2')}
    </>
  ),
  heart: stroke('M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 1 0-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 0 0 0-7.8z'),
  'heart-filled': (
    <path
      fill="currentColor"
      d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 1 0-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 0 0 0-7.8z"
    />
  ),
  compare: stroke('M16 3l4 4-4 4M20 7H8M8 21l-4-4 4-4M4 17h12'),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      {stroke('M21 21l-4.3-4.3')}
    </>
  ),
  menu: stroke('M3 6h18M3 12h18M3 18h18'),
  close: stroke('M18 6L6 18M6 6l12 12'),
  'chevron-down': stroke('M6 9l6 6 6-6'),
  'chevron-right': stroke('M9 6l6 6-6 6'),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      {stroke('M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1')}
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </>
  ),
  facebook: stroke('M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l1-4h-4V7.5a1 1 0 0 1 1-1h2z'),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </>
  ),
  tiktok: stroke('M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.4 4.6 5 5'),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      {stroke('M10.5 20.5l2-8M10 13.5c-1.2-3 .6-6 3.3-6 2.4 0 3.7 1.8 3.2 4.4-.4 2.2-2 3.6-3.5 3.1-.9-.3-1.3-1-1.1-1.9')}
    </>
  ),
  location: (
    <>
      {stroke('M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z')}
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  plus: stroke('M12 5v14M5 12h14'),
  minus: stroke('M5 12h14'),
  trash: stroke('M4 7h16M10 11v6M14 11v6M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3'),
  'sign-out': stroke('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9'),
  check: stroke('M5 12.5l4.5 4.5L19 7.5'),
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      {stroke('M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4')}
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export interface IconProps {
  name: IconName;
  /** Pixel size of the square; 24 by default. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

export function Icon({ name, size = 24, title, className }: IconProps) {
  return (
    <svg
      className={['icon', `icon-${name}`, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {title ? <title>{title}</title> : null}
      {ICONS[name]}
    </svg>
  );
}
