// The checkout's one stylesheet, served by the backend (it cannot reach the shop's bundle):
// the shop's palette and type (client/styles/app.css variables) restated, mobile first.
import { CHECKOUT_FONT_PATH } from './checkout-fonts';

// The faces swap in when loaded; until then (and if they fail) the system's own fonts stand in.
const face = (family: string, file: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:100 900;src:url('${CHECKOUT_FONT_PATH}/${file}') format('woff2')}`;

export const CHECKOUT_CSS = `
${face('Inter Variable', 'inter.woff2')}
${face('Fraunces Variable', 'fraunces.woff2')}
:root{--ink:#1d1b19;--paper:#fbf8f4;--muted:#6b645c;--accent:#9c5b3c;--line:#e4ddd3;--error:#a1261b;--radius:6px;
--font-body:'Inter Variable',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--font-display:'Fraunces Variable',Georgia,'Times New Roman',serif}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font:16px/1.5 var(--font-body);overflow-wrap:anywhere}
.co-main,.co-aside,.recap dd,.choice{min-width:0}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
h1,h2{font-family:var(--font-display);font-weight:400;line-height:1.2}
h1{font-size:1.75rem;margin:.5rem 0 1rem}
h2{font-size:1.25rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.co-header{display:flex;justify-content:space-between;align-items:center;padding:1rem 1.25rem;border-bottom:1px solid var(--line);background:#fff}
.co-brand{font-family:var(--font-display);font-size:1.5rem;color:var(--ink);text-decoration:none}
.test-banner{margin:0;padding:.6rem 1.25rem;background:#fff4d6;border-bottom:1px solid #e8d9a8;font-size:.9rem;text-align:center}
.co-page{max-width:1100px;margin:0 auto;padding:1.25rem;display:grid;gap:2rem}
@media (min-width:900px){.co-page:not(.single){grid-template-columns:minmax(0,1fr) 380px}}
.co-page.single{max-width:720px}
.co-aside{background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:1.25rem;align-self:start}
@media (max-width:899px){.co-aside{order:-1}}
.steps{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:0 0 1rem;font-size:.9rem;color:var(--muted)}
.step,.step a{display:inline-flex;align-items:center;gap:.4rem}
.step.current{color:var(--ink);font-weight:600}
.step-n{display:inline-grid;place-items:center;width:1.5rem;height:1.5rem;border-radius:50%;border:1px solid currentColor;font-size:.8rem}
fieldset{border:0;padding:0;margin:0 0 1.25rem}
legend{font-family:var(--font-display);font-size:1.2rem;margin-bottom:.5rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.85rem}
label{font-size:.9rem;font-weight:600}
.optional{font-weight:400;color:var(--muted)}
input,select{font:inherit;padding:.65rem .75rem;border:1px solid #b9b0a5;border-radius:var(--radius);background:#fff;color:var(--ink);width:100%}
.has-error input,.has-error select,[aria-invalid=true]{border-color:var(--error)}
.field-error{color:var(--error);font-size:.875rem;margin:0}
.hint{color:var(--muted);font-size:.875rem;margin:0 0 .25rem}
.grid-2,.grid-3{display:grid;gap:0 .75rem}
@media (min-width:600px){.grid-2{grid-template-columns:1fr 1fr}.grid-3{grid-template-columns:2fr 1.4fr 1fr}}
.choices .choice{display:flex;gap:.75rem;align-items:center;padding:.75rem;border:1px solid var(--line);border-radius:var(--radius);background:#fff;margin-bottom:.5rem;font-weight:400}
.choice input{width:auto}
.method-name{flex:1}
.method-name small,.sum-title small{display:block;color:var(--muted);font-size:.85rem}
.method-price{font-weight:600}
.actions{display:flex;flex-wrap:wrap-reverse;gap:1rem;align-items:center;justify-content:space-between;margin-top:1rem}
.btn{display:inline-block;font:inherit;font-weight:600;background:var(--ink);color:#fff;border:0;border-radius:var(--radius);padding:.85rem 1.5rem;cursor:pointer;text-decoration:none}
.btn:hover{background:var(--accent)}
.alert{border:1px solid var(--error);background:#fdf1ef;border-radius:var(--radius);padding:.75rem 1rem;margin-bottom:1rem}
.alert p{margin:0}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.badge{display:inline-block;margin-left:.5rem;padding:0 .4rem;border-radius:3px;background:var(--line);font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.badge.test{background:#fff4d6;border:1px solid #e8d9a8}
.sum-heading{margin-top:0}
.sum-lines{list-style:none;padding:0;margin:0 0 1rem}
.sum-line{display:grid;grid-template-columns:auto 1fr auto;gap:.75rem;padding:.5rem 0;border-bottom:1px solid var(--line)}
.sum-qty{color:var(--muted)}
.sum-totals{margin:0}
.sum-totals .row{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}
.sum-totals dd,.recap dd{margin:0}
.sum-totals .discount dd{color:var(--accent)}
.sum-totals .total{border-top:1px solid var(--line);margin-top:.5rem;padding-top:.75rem;font-weight:700;font-size:1.1rem}
.note{color:var(--muted);font-size:.9rem}
.recap{border:1px solid var(--line);border-radius:var(--radius);background:#fff;padding:.5rem 1rem;margin:0 0 1.25rem}
.recap .row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 1rem;padding:.4rem 0;align-items:baseline}
.recap dt{color:var(--muted);font-size:.875rem}
.recap dd:nth-of-type(2){grid-column:2;grid-row:1/span 2;align-self:center}
@media (min-width:600px){.recap .row{grid-template-columns:8.5rem minmax(0,1fr) auto}.recap dt{font-size:inherit}.recap dd:nth-of-type(2){grid-column:3;grid-row:1}}
.review{background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:1rem;margin-bottom:1.25rem}
.eyebrow{color:var(--accent);text-transform:uppercase;letter-spacing:.08em;font-size:.8rem;margin:0}
.order-number{font-size:1.1rem}
address{font-style:normal}
`;
