// The Redirects and Promotions screens' own rules, served after the console's stylesheet at
// /console.css: a checkbox beside its words, long paths wrapping in their cells.

export const PROMOTIONS_CSS = `
.console-check { display: flex; gap: 0.5rem; align-items: center; font-weight: 600; }
.console-check input { width: auto; padding: 0; }
.console-table td code { word-break: break-all; }
.console-table td a + .console-inline { margin-left: 0.75rem; }
@media (max-width: 40rem) {
  .console-cards thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .console-cards, .console-cards tbody, .console-cards tr, .console-cards td { display: block; }
  .console-cards tr { padding: 0.6rem 0.8rem; border-bottom: 1px solid var(--line); }
  .console-cards tr:last-child { border-bottom: 0; }
  .console-cards td { padding: 0.1rem 0; border: 0; }
  .console-cards td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); }
  .console-cards .console-num { text-align: left !important; }
  .console-cards td:first-child { font-weight: 600; }
}
`;
