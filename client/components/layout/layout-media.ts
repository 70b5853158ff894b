import { DISPLAY_BREAKPOINTS } from '../../../shared/constants';

// Media queries cannot read CSS variables, so the rules that depend on the display
// breakpoints are written from the shared constants instead of repeating the numbers in CSS.
// The desktop navigation takes over from the drawer at the 'xl' display breakpoint: the row of
// brand, five menu items, search, account, sign out and cart needs about 1,100 px in the
// fallback faces (web fonts not in yet, or never). From 'lg' it overflowed the page and cut
// the cart off (tests/e2e/header-fit.e2e.ts).
const DESKTOP = DISPLAY_BREAKPOINTS.xl;
const WIDE = DISPLAY_BREAKPOINTS.xxl;

/** Where the desktop navigation replaces the drawer, for matchMedia. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP}px)`;

// One menu (MainNav) for every screen: below the breakpoint it is an accordion in the drawer
// (every level shown without JS), from it the drawer frame is no box and the menu a header row.
/** The drawer around the menu (its id is also the no-JS menu link's #target). */
export const DRAWER_ID = 'nav-drawer';
/**
 * Where the no-JS drawer's close links go: a fragment no element has, so the :target is cleared
 * and the page stays where the shopper had scrolled (a real id, such as #main, scrolls to it).
 */
export const DRAWER_CLOSED_HASH = '#menu-closed';

// The drawer's rules are scoped under its id so they outrank the desktop menu's rules in layout.css.
const D = `#${DRAWER_ID}`;

/** Part of the app's stylesheet (tooling/vite-breakpoint-media.ts). */
// Account, Cart and (signed in) Sign out are icons whose labels screen readers read. On phones
// the row is drawn tighter (brand, gaps; every control keeps its 44 px target) so the cart stays
// on a 360 px screen; up to the widest layout the menu's letters are a little smaller and the
// search field narrower, so the row never overflows.
const VISUALLY_HIDDEN =
  'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';

export const LAYOUT_MEDIA_CSS = `
@media (max-width: ${DISPLAY_BREAKPOINTS.md - 0.02}px) {
/* (written ahead of layout.css: one class more than its rules, to win over them) */
.site-header .site-header-inner { gap: 0.375rem; padding: 0 0.5rem; }
.site-header .site-header-inner .brand { font-size: 1.125rem; letter-spacing: 0.1em; }
.site-header .brand .brand-suffix { letter-spacing: 0.16em; }
.site-header .header-actions { gap: 0; }
}
.site-header .signout-label, .site-header .account-label, .site-header .cart-label { ${VISUALLY_HIDDEN} }
@media (max-width: ${WIDE - 0.02}px) {
.site-header .main-nav-link { font-size: 0.8125rem; letter-spacing: 0.04em; }
}
@media (min-width: ${DESKTOP}px) and (max-width: ${WIDE - 0.02}px) {
.site-header .site-header-inner { gap: 0.75rem; padding: 0 1.5rem; }
.site-header .site-header-inner .brand { letter-spacing: 0.12em; }
.site-header .search-input { width: 8rem; }
.site-header .main-nav-list { gap: 0; }
.site-header .main-nav-item .main-nav-link { padding-left: 0.5rem; }
.site-header .main-nav-item:not(.has-panel) .main-nav-link { padding-right: 0.5rem; }
}
@media (max-width: ${DESKTOP - 0.02}px) {
${D} .main-nav { flex: none; }
${D} .main-nav-list { display: block; }
${D} .main-nav-item { flex-wrap: wrap; border-bottom: 1px solid var(--line); }
${D} .main-nav-item .main-nav-link { flex: 1; padding: 0.75rem 1rem; font-size: 0.9375rem; font-weight: 600; letter-spacing: 0.04em; }
${D} .main-nav-toggle { width: 44px; height: 44px; margin: 0; border-radius: 0; }
${D} .main-nav-item > .main-nav-panel { position: static; display: none; flex-basis: 100%; max-height: none; padding: 0 0 0.5rem; border: 0; box-shadow: none; background: color-mix(in srgb, var(--paper) 60%, #fff); }
${D} .main-nav-item.is-open > .main-nav-panel, html:not([data-hydrated]) ${D} .main-nav-panel { display: block !important; }
html:not([data-hydrated]) ${D} .main-nav-toggle, ${D} .main-nav-feature, ${D} .main-nav-sublist .image { display: none; }
${D} .main-nav-sublist, ${D} .main-nav-sublist.is-long { display: block; columns: auto; margin: 0; padding: 0; border: 0; }
${D} .main-nav-sublist a { display: block; padding: 0.5rem 1rem 0.5rem 1.5rem; }
${D} .main-nav-sublist.level-3 > li > a { padding-left: 2rem; }
${D} .main-nav-sublist.level-4 > li > a { padding: 0.375rem 1rem 0.375rem 2.5rem; }
}
@media ${DESKTOP_MEDIA_QUERY} {
.menu-toggle, .menu-toggle-nojs, .nav-drawer-scrim, .nav-drawer-head { display: none !important; }
/* In the header row the drawer is no box: the menu takes the header's colours (white on a black
   header), not the drawer's ink on white, and nothing of the fixed drawer's place or layer is left
   (an accessibility checker read the menu's background through it as the page's). */
.nav-drawer {
  display: contents !important; visibility: visible !important; content-visibility: visible !important; transform: none !important;
  position: static !important; z-index: auto !important; color: inherit !important; background: none !important;
}
}
`;
