// The Redirects and Promotions screens' own rules, served after the console's stylesheet at
// /console.css: a checkbox beside its words, long paths wrapping in their cells.

export const PROMOTIONS_CSS = `
.console-check { display: flex; gap: 0.5rem; align-items: center; font-weight: 600; }
.console-check input { width: auto; padding: 0; }
.console-table td code { word-break: break-all; }
.console-table td a + .console-inline { margin-left: 0.75rem; }
`;
