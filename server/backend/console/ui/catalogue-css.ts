// The Products and Pictures screens' own rules, served after the console's stylesheet at
// /console.css: the product form wide enough for its sizes table, facet checkboxes in columns,
// the sizes as cards on a phone, and pictures as a grid of cards.

export const CATALOGUE_CSS = `
.console-product-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0 0 1rem; }
.console-product-actions form { margin: 0; }
.console-product-form { max-width: 64rem; }
.console-product-form > .console-field:not(fieldset) { max-width: 40rem; }
.console-product-form fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 0.8rem 1rem 1rem; margin: 0; background: var(--card); min-width: 0; }
.console-product-form fieldset > .console-field { max-width: 36rem; }
.console-product-form legend { font-weight: 600; padding: 0 0.3rem; }
.console-product-form fieldset label { font-weight: 400; }
.console-product-form fieldset .console-field > label { font-weight: 600; }
.console-choices { list-style: none; padding: 0; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0.35rem 1rem; }
.console-variants td { vertical-align: top; }
.console-variants input:not([type="checkbox"]) { width: 100%; min-width: 5rem; }
.console-variants td:first-child input { width: 4rem; min-width: 0; }
.console-variants td:nth-child(3) input { min-width: 8rem; }
.console-variants .console-error { max-width: 16rem; margin: 0.3rem 0 0; }
.console-pictures { list-style: none; padding: 0; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; margin: 0 0 1.5rem; }
.console-pictures li { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 0.8rem; display: grid; gap: 0.6rem; align-content: start; }
.console-pictures img { max-width: 100%; height: auto; border-radius: 6px; background: #fff; }
.console-pictures .console-form { max-width: none; }
@media (max-width: 640px) {
  .console-products-table td.console-num { text-align: left; }
}
@media (max-width: 40rem) {
  .console-variants thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .console-variants, .console-variants tbody, .console-variants tr { display: block; }
  .console-variants tr { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
  .console-variants tr:last-child { border-bottom: 0; }
  .console-variants td { display: grid; grid-template-columns: 7rem minmax(0, 1fr); align-items: center; gap: 0.2rem 0.5rem; padding: 0.2rem 0.6rem; border: 0; }
  .console-variants td::before { content: attr(data-label); color: var(--muted); font-size: 0.85rem; }
  .console-variants td > .console-error { grid-column: 2; }
  .console-variants td:first-child input { width: 100%; }
  .console-product-form fieldset { padding: 0.6rem 0.7rem 0.8rem; }
}
`;
