// The Reviews and Stock screens' own rules, served after the console's stylesheet at
// /console.css: review cards with their decisions in one row, a stock row's form inline, and on
// a phone each stock row as a small card instead of a table too wide to read.

export const MODERATION_CSS = `
.console-filters a[aria-current="page"] { color: var(--ink); font-weight: 700; text-decoration: none; }
.console-review-list { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 1rem; }
.console-review h2 { margin-bottom: 0.5rem; }
.console-stars { color: #a15c00; letter-spacing: 0.05em; }
.console-review-text { white-space: pre-line; overflow-wrap: anywhere; max-width: 60rem; margin: 0 0 1rem; }
.console-review .console-facts { margin-bottom: 1rem; }
.console-review-actions { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: flex-end; }
.console-review-actions .console-inline { margin: 0; align-items: flex-end; flex-wrap: wrap; }
.console-review-actions input[name="reason"] { width: 16rem; max-width: 100%; }
.console-pages { margin: 0 0 1.5rem; }
.console-stock-form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
.console-stock-form .console-field { gap: 0.15rem; }
.console-stock-form label { font-size: 0.8rem; }
.console-stock-form input[name="quantity"] { width: 6rem; }
.console-stock-form input[name="reason"] { width: 12rem; }
.console-stock-form .console-error { max-width: 16rem; }
@media (max-width: 40rem) {
  .console-stock-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .console-stock-table, .console-stock-table tbody, .console-stock-table tr, .console-stock-table td { display: block; }
  .console-stock-table tr { padding: 0.6rem 0.8rem; border-bottom: 1px solid var(--line); }
  .console-stock-table tr:last-child { border-bottom: 0; }
  .console-stock-table td { padding: 0.1rem 0; border: 0; }
  .console-stock-table td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); }
  .console-stock-table .console-num { text-align: left !important; }
  .console-stock-table td.console-stock-product { font-weight: 600; }
  .console-stock-form { margin-top: 0.5rem; }
  .console-stock-form input[name="reason"] { width: 100%; }
  .console-stock-form .console-field:has(input[name="reason"]) { flex: 1 1 100%; }
}
`;
