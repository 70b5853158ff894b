import { DISPLAY_BREAKPOINTS } from '../../../shared/constants';

// Media queries cannot read CSS variables, so the rules that depend on the display
// breakpoints are written from the shared constants instead of repeating the numbers in CSS.
// The desktop navigation takes over from the drawer at the 'lg' display breakpoint.
const DESKTOP = DISPLAY_BREAKPOINTS.lg;

/** Where the desktop navigation replaces the drawer, for matchMedia. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP}px)`;

export const LAYOUT_MEDIA_CSS = `
@media (max-width: ${DESKTOP - 0.02}px) {
  .main-nav { display: none; }
  .site-header .account-label, .site-header .cart-label, .site-header .signout-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
@media ${DESKTOP_MEDIA_QUERY} {
  .menu-toggle, .menu-toggle-nojs, .nav-drawer, .nav-drawer-scrim { display: none !important; }
}
`;
