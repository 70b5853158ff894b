// The console's one stylesheet, served at /console.css (the CSP allows no inline style). System
// fonts, readable tables, forms that stack on a phone; no build step.

export const CONSOLE_CSS = `
:root {
  --ink: #1d2430; --muted: #5b6474; --line: #d9dee6; --bg: #f5f6f8; --card: #fff;
  --accent: #1f5eff; --accent-ink: #fff; --danger: #b42318; --ok: #127a3f; --warn: #8a5a00;
  color-scheme: light;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--bg); color: var(--ink);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible {
  outline: 3px solid rgba(31, 94, 255, 0.45); outline-offset: 2px;
}
h1 { font-size: 1.6rem; line-height: 1.2; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 0.75rem; }
code { font: 0.9em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }

.console-header {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem;
  padding: 0.6rem 1.5rem; background: #111827; color: #e5e7eb;
}
.console-header a { color: #e5e7eb; text-decoration: none; }
.console-brand { font-weight: 700; letter-spacing: 0.02em; margin: 0; }
.console-header nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
.console-header nav a { display: block; padding: 0.35rem 0.7rem; border-radius: 6px; }
.console-header nav a:hover { background: #1f2937; }
.console-header nav a[aria-current="page"] { background: #374151; color: #fff; }
.console-who { margin-left: auto; display: flex; align-items: center; gap: 0.6rem; font-size: 0.9rem; }
.console-role { padding: 0.1rem 0.5rem; border-radius: 999px; background: #374151; font-size: 0.8rem; }
.console-header button { background: transparent; color: #e5e7eb; border: 1px solid #4b5563; padding: 0.3rem 0.7rem; white-space: nowrap; }
.console-who a { overflow-wrap: anywhere; }

main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
.console-public main { max-width: 26rem; margin: 8vh auto; }
.console-card, .console-panel {
  background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 1.25rem 1.5rem; margin: 0 0 1.25rem;
}
.console-public .console-brand { color: var(--muted); font-size: 0.9rem; margin-bottom: 0.5rem; }
.console-highlight { border-color: var(--accent); }

.console-form { display: grid; gap: 0.9rem; max-width: 28rem; }
.console-field { display: grid; gap: 0.3rem; }
.console-field label { font-weight: 600; }
input, select {
  font: inherit; color: inherit; padding: 0.5rem 0.65rem; border: 1px solid #aeb6c2; border-radius: 6px; background: #fff; min-width: 0;
}
.console-field-error input, .console-field-error select { border-color: var(--danger); }
button, .console-button {
  font: inherit; font-weight: 600; cursor: pointer; border: 1px solid var(--accent); border-radius: 6px;
  background: var(--accent); color: var(--accent-ink); padding: 0.5rem 1rem; text-decoration: none; display: inline-block;
}
.console-form > button { justify-self: start; }
.console-table button, .console-inline button { padding: 0.3rem 0.7rem; font-size: 0.9rem; }
.console-table button:not(.console-danger) { background: #fff; color: var(--accent); }
.console-cell-text { margin-right: 0.25rem; }
.console-panel > .console-hint { margin-bottom: 0.9rem; }
button.console-danger { background: #fff; color: var(--danger); border-color: var(--danger); }
button.console-link-button { background: none; border: 0; color: var(--accent); padding: 0; font-weight: 400; text-decoration: underline; }
.console-inline { display: inline-flex; gap: 0.4rem; align-items: center; margin: 0 0 0 0.4rem; }
td > .console-inline:first-child { margin-left: 0; }
.console-public .console-inline { margin: 1rem 0 0; }

.console-hint { color: var(--muted); font-size: 0.9rem; margin: 0; }
.console-error { color: var(--danger); font-size: 0.9rem; margin: 0; }
.console-form-error { margin: 0 0 1rem; padding: 0.6rem 0.8rem; border: 1px solid var(--danger); border-radius: 6px; background: #fff5f4; }
.console-notice { padding: 0.6rem 0.9rem; border-radius: 6px; background: #ecfdf3; border: 1px solid #a6e3bf; color: var(--ok); }
.console-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.console-figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 0.75rem; margin: 0 0 0.75rem; }
.console-figure { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 0.9rem 1rem; }
.console-figure dt { color: var(--muted); font-size: 0.85rem; }
.console-figure dd { margin: 0.2rem 0 0; font-size: 1.6rem; font-weight: 700; }
.console-figure dd a { text-decoration: none; }
.console-columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1.25rem; margin-top: 1.25rem; }
.console-columns > .console-panel { margin: 0; }
.console-count { color: var(--muted); font-weight: 400; }

.console-table-wrap { overflow-x: auto; margin: 0 0 1.25rem; background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
.console-panel .console-table-wrap { border: 0; }
.console-table { width: 100%; border-collapse: collapse; }
.console-table th, .console-table td { text-align: left; padding: 0.55rem 0.8rem; border-bottom: 1px solid var(--line); vertical-align: top; }
.console-table th { font-size: 0.85rem; color: var(--muted); font-weight: 600; background: #fafbfc; }
.console-table tr:last-child td { border-bottom: 0; }
.console-num { text-align: right !important; font-variant-numeric: tabular-nums; }
.console-values { max-width: 28rem; }
.console-status { padding: 0.1rem 0.5rem; border-radius: 999px; font-size: 0.85rem; background: #eef2f7; }
.console-status-active { background: #ecfdf3; color: var(--ok); }
.console-status-invited { background: #fff8e6; color: var(--warn); }
.console-status-disabled { background: #f3f4f6; color: var(--muted); }

.console-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1.25rem; margin: 0 0 1.25rem; }
.console-facts dt { color: var(--muted); }
.console-facts dd { margin: 0; }
.console-steps { padding-left: 1.25rem; display: grid; gap: 1rem; }
.console-qr { display: block; border: 1px solid var(--line); border-radius: 8px; image-rendering: pixelated; }
.console-secret, .console-link-text { display: inline-block; padding: 0.3rem 0.5rem; background: #f3f4f6; border-radius: 6px; word-break: break-all; }
.console-codes { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(2, max-content); gap: 0.4rem 2rem; font-size: 1.05rem; }
.console-filters { display: flex; flex-wrap: wrap; align-items: end; gap: 0.75rem; margin: 0 0 1rem; }
.console-pages { display: flex; gap: 1rem; align-items: center; }

textarea { font: inherit; color: inherit; padding: 0.5rem 0.65rem; border: 1px solid #aeb6c2; border-radius: 6px; width: 100%; }
.console-lines { border: 1px solid var(--line); border-radius: 8px; padding: 0.6rem 0.9rem; margin: 0; display: grid; gap: 0.6rem; }
.console-lines .console-field { grid-template-columns: 1fr 5rem; align-items: center; }
.console-lines label { font-weight: 400; }
.console-list { margin: 0; padding-left: 1.1rem; display: grid; gap: 0.5rem; }
.console-note { margin: 0; white-space: pre-wrap; }
.console-table-summary { padding: 0.5rem 0.8rem 0; }
.console-order-processing { background: #fff8e6; color: var(--warn); }
.console-order-shipped, .console-order-fulfilled { background: #ecfdf3; color: var(--ok); }
.console-order-cancelled, .console-order-refunded { background: #f3f4f6; color: var(--muted); }

@media (max-width: 640px) {
  .console-header { padding: 0.6rem 1rem; }
  .console-who { margin-left: 0; width: 100%; }
  main { padding: 1rem; }
  .console-public main { margin: 1rem auto; }
  .console-card, .console-panel { padding: 1rem; }
  .console-table th, .console-table td { padding: 0.5rem; }
  .console-codes { grid-template-columns: 1fr; }
  .console-figures { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5rem; }
  .console-figure { padding: 0.7rem 0.8rem; }
  .console-figure dd { font-size: 1.3rem; }
  .console-columns { grid-template-columns: minmax(0, 1fr); }
  /* a table marked console-stack becomes one card per row, each cell labelled by its data-label */
  .console-stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .console-stack tr { display: block; padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
  .console-stack tr:last-child { border-bottom: 0; }
  .console-stack td { display: block; position: relative; border: 0; padding: 0.3rem 0.8rem 0.3rem 7.5rem; min-height: 2rem; }
  .console-stack td::before { content: attr(data-label); position: absolute; left: 0.8rem; top: 0.45rem; width: 6.3rem; color: var(--muted); font-size: 0.85rem; }
  .console-stack td > .console-inline { margin: 0; flex-wrap: wrap; }
}
`;
