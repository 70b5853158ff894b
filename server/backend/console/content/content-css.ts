// Styles of the content screens, appended to /console.css: the sub-menu, rows of inputs, the
// editor beside its preview (stacked on a phone) and the preview drawn like the shop's page.

export const CONTENT_CSS = `
.console-subnav ul { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0 0 1rem; padding: 0; border-bottom: 1px solid var(--line); }
.console-subnav a { display: block; padding: 0.4rem 0.8rem; text-decoration: none; border-bottom: 2px solid transparent; color: var(--muted); }
.console-subnav a[aria-current="page"] { color: var(--ink); border-bottom-color: var(--accent); font-weight: 600; }
.console-lead { margin: 0 0 0.9rem; }
.console-row-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.console-row-actions .console-inline, .console-menu-actions .console-inline { margin: 0; gap: 0.3rem; }
.console-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
button.console-secondary { background: #fff; color: var(--accent); }
.console-wide-form { display: grid; gap: 0; }
.console-wide-form > button { justify-self: start; }
fieldset.console-panel { min-width: 0; }
fieldset.console-panel > .console-field { max-width: 28rem; margin-bottom: 0.9rem; }
fieldset.console-panel legend { font-weight: 700; padding: 0 0.4rem; }
fieldset.console-plain { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 0.9rem; }
.console-rows { margin: 0.5rem 0; }
.console-rows caption { text-align: left; font-weight: 600; padding: 0 0 0.4rem; }
.console-rows td { padding: 0.35rem 0.5rem; }
.console-rows input:not([type="checkbox"]), .console-rows select { width: 100%; }
.console-check { display: inline-flex; padding: 0.5rem; }
.console-editor { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.25rem; align-items: start; }
.console-editor > .console-panel { margin: 0; }
.console-editor .console-form { max-width: none; }
.console-preview { border: 1px dashed var(--line); border-radius: 8px; padding: 1rem; background: #fffdf9; color: #2b2622; font-family: Georgia, "Times New Roman", serif; overflow-wrap: anywhere; }
.console-preview img { display: block; max-width: 100%; height: auto; border-radius: 6px; }
.console-preview h1 { font-size: 1.5rem; margin: 0.9rem 0 0.6rem; }
.console-preview-404 { text-align: center; }
.console-preview-button { display: inline-block; padding: 0.45rem 1rem; border: 1px solid #2b2622; border-radius: 999px; font-family: system-ui, sans-serif; }
.console-subnav-minor ul { border-bottom: 0; margin-bottom: 0.75rem; }
.console-subnav-minor a { border: 1px solid var(--line); border-radius: 999px; padding: 0.2rem 0.8rem; }
.console-subnav-minor a[aria-current="page"] { border-color: var(--accent); }
.console-group-title { margin: 0 0 0.75rem; flex-wrap: wrap; }
.console-menu { list-style: none; margin: 0; padding: 0; }
.console-menu-item { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.6rem; padding: 0.45rem 0.5rem; border-top: 1px solid var(--line); }
.console-menu-item:first-child { border-top: 0; }
.console-menu-label { font-weight: 600; }
.console-picture-upload { margin-top: 1rem; padding-top: 1rem; border-top: 1px solid var(--line); }
.console-picture-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: 1rem; list-style: none; padding: 0; }
.console-picture-grid img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: var(--line); }
.console-picture-grid code { word-break: break-all; }
.console-menu-level-2 { padding-left: 2rem; }
.console-menu-level-3 { padding-left: 3.5rem; }
.console-menu-level-4 { padding-left: 5rem; }
.console-menu-level-2 .console-menu-label::before, .console-menu-level-3 .console-menu-label::before, .console-menu-level-4 .console-menu-label::before { content: "└ "; color: var(--muted); font-weight: 400; }
.console-menu-actions { margin-left: auto; display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.3rem; }
.console-menu-actions button { padding: 0.2rem 0.55rem; font-size: 0.85rem; background: #fff; color: var(--accent); }
.console-menu-actions button.console-danger { color: var(--danger); }
.console-preview-meta { font-family: system-ui, sans-serif; color: #6b625a; font-size: 0.85rem; margin: 0.6rem 0 0; text-transform: none; }
.console-preview-post h1 { margin-top: 0.3rem; }
.console-preview-body { line-height: 1.65; }
.console-preview-lead { font-size: 1.1rem; color: #4a423b; }
.console-preview-body h2 { font-size: 1.2rem; margin: 1.2rem 0 0.5rem; }
.console-check-label { display: flex; gap: 0.5rem; align-items: center; font-weight: 600; }
@media (max-width: 900px) {
  .console-editor { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 640px) {
  .console-rows thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .console-rows tr { display: grid; grid-template-columns: minmax(0, 1fr); border-bottom: 1px solid var(--line); padding: 0.3rem 0; }
  .console-rows td { border: 0; padding: 0.2rem 0; }
  .console-menu-level-2 { padding-left: 1rem; }
  .console-menu-level-3 { padding-left: 2rem; }
  .console-menu-level-4 { padding-left: 3rem; }
  .console-menu-actions { margin-left: 0; width: 100%; gap: 0.25rem; }
  .console-menu-actions button { padding: 0.2rem 0.4rem; }
  .console-rows .console-visually-hidden { position: static; width: auto; height: auto; clip: auto; white-space: normal; font-weight: 400; font-size: 0.85rem; color: var(--muted); }
}
`;
