import { DISPLAY_BREAKPOINTS } from '../../../shared/constants';

// Media queries cannot read CSS variables, so the header search's breakpoint rules are written
// from the shared constants (as layout-media.ts does for the navigation). Below 'lg' the field
// hides behind an icon and opens as a full-width row under the header.
const DESKTOP = DISPLAY_BREAKPOINTS.lg;

/** Part of the app's stylesheet (tooling/vite-breakpoint-media.ts). */
export const SEARCH_MEDIA_CSS = `
@media (max-width: ${DESKTOP - 0.02}px) {
  .header-search:not(.is-expanded) .search-form { display: none; }
  .header-search.is-expanded .search-form {
    position: absolute; top: 100%; left: 0; right: 0; z-index: 60;
    padding: 0.5rem clamp(1rem, 4vw, 3rem); background: #fff; color: var(--ink);
    border-bottom: 1px solid var(--line); box-shadow: 0 12px 24px -16px rgb(29 27 25 / 0.35);
  }
}
@media (min-width: ${DESKTOP}px) {
  .search-toggle, .search-close { display: none !important; }
}
`;
