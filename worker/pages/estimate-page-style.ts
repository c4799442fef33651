/**
 * The estimate page's own stylesheet, inline in the page (nothing to fetch before the first paint),
 * in the public site's colours and type: the brand teal, the amber call to action, slate text, the
 * system UI font. Light or dark as the visitor's system prefers; print is always light.
 */

/** Each colour as [light, dark]: the site's Tailwind palette (slate, brand = teal, accent = amber). */
const palette = {
  paper: ["#ffffff", "#020617"],
  ink: ["#1e293b", "#e2e8f0"],
  heading: ["#0f172a", "#ffffff"],
  muted: ["#475569", "#94a3b8"],
  line: ["#e2e8f0", "#1e293b"],
  soft: ["#f8fafc", "#0f172a"],
  card: ["#ffffff", "#0f172a"],
  field: ["#ffffff", "#020617"],
  "field-border": ["#64748b", "#64748b"],
  brand: ["#0f766e", "#5eead4"],
  "brand-soft": ["#f0fdfa", "#042f2e"],
  "brand-line": ["#99f6e4", "#115e59"],
  focus: ["#0d9488", "#2dd4bf"],
  bad: ["#b91c1c", "#fca5a5"],
  "bad-soft": ["#fef2f2", "#450a0a"],
} as const;

const colours = (scheme: 0 | 1) =>
  Object.entries(palette)
    .map(([name, values]) => `--${name}:${values[scheme]}`)
    .join(";");

const themes = `
:root{color-scheme:light;${colours(0)}}
@media (prefers-color-scheme:dark){:root{color-scheme:dark;${colours(1)}}}
@media print{:root{color-scheme:light;${colours(0)}}}`;

const layout = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--paper);-webkit-font-smoothing:antialiased}
h1,h2,h3{color:var(--heading);line-height:1.2;letter-spacing:-.01em;text-wrap:balance}
h2{font-size:1.375rem;margin:2.5rem 0 .75rem}h3{font-size:1.0625rem;margin:1.5rem 0 .5rem}
p{margin:.5rem 0}
a{color:var(--brand);font-weight:600;text-underline-offset:.2em}
:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.wrap{max-width:80rem;margin:0 auto;padding:0 1rem}
@media (min-width:40rem){.wrap{padding:0 1.5rem}}
@media (min-width:64rem){.wrap{padding:0 2rem}}
.hint{color:var(--muted);font-size:.9375rem}`;

/**
 * The strip's links fill its height at the very top of the page, so their focus ring is drawn inside
 * them (an outer ring would be cut off by the window), light on the strip; the phone and e-mail get
 * room for it while focused, and the chosen language's light pill a dark ring.
 */
const header = `
.strip{background:#134e4a;color:#f0fdfa;font-size:.875rem}
.strip .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1.5rem;min-height:2.25rem}
.strip a{color:inherit;display:inline-flex;align-items:center;min-height:2.25rem}
.strip .reach{display:flex;gap:1.25rem}
.strip .reach a+a{font-weight:400}
.languages{display:flex;gap:.25rem}
.languages a{padding:0 .5rem;border-radius:.375rem;font-weight:500;text-decoration:none}
.languages a:hover{text-decoration:underline}
.languages [aria-current]{background:#f0fdfa;color:#134e4a;font-weight:700}
.bar{border-bottom:1px solid var(--line)}
.bar .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:4rem}
.logo{display:flex;align-items:center;gap:.5rem;text-decoration:none;border-radius:.5rem}
.logo img{width:2.5rem;height:2.5rem}
.logo strong{display:block;font-size:1.125rem;font-weight:800;letter-spacing:-.02em;color:var(--heading);line-height:1.2}
.logo small{display:block;font-size:.75rem;font-weight:500;text-transform:uppercase;letter-spacing:.1em;color:var(--brand);line-height:1.2}
@media (max-width:40rem){.strip .reach a+a{display:none}}
.strip a:focus-visible{outline-color:#f0fdfa;outline-offset:-2px}
.strip .reach a:focus-visible{padding:0 .25rem;margin:0 -.25rem}
.languages [aria-current]:focus-visible{outline-color:#134e4a;outline-offset:-4px}`;

const hero = `
.hero{border-bottom:1px solid var(--line);background:linear-gradient(var(--brand-soft),var(--paper));padding:2.5rem 0 2rem}
.eyebrow{margin:0 0 .5rem;font-size:.875rem;font-weight:700;text-transform:uppercase;letter-spacing:.1em;color:var(--brand)}
h1{font-size:clamp(1.875rem,1.25rem + 2.5vw,3rem);font-weight:800;margin:0;max-width:48rem}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr));gap:1rem 2rem;margin:1.75rem 0 0;max-width:60rem}
.meta dt{color:var(--muted);font-size:.875rem}
.meta dd{margin:0;font-weight:600;color:var(--heading)}
.notice{border:1px solid var(--brand-line);border-left-width:4px;background:var(--brand-soft);border-radius:.75rem;padding:1rem 1.25rem;margin:1.5rem 0 0;max-width:48rem}
.notice:focus{outline:none}.notice:focus-visible{outline:2px solid var(--focus)}
.notice strong{display:block;font-size:1.125rem;color:var(--heading)}
.notice blockquote{margin:.5rem 0 0;padding-left:.75rem;border-left:2px solid var(--line);font-style:italic}
.notice.problem{border-color:var(--bad);background:var(--bad-soft)}`;

const sheet = `
.sheet{padding-bottom:3rem}
@media (min-width:64rem){
.sheet{display:grid;grid-template-columns:minmax(0,1fr) 21rem;column-gap:3rem}
.sheet>*{grid-column:1}
.sheet>.summary{grid-column:2;grid-row:1/span 20;align-self:start;position:sticky;top:1.5rem;margin-top:2.5rem}}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.75rem}
.photos img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.75rem;border:1px solid var(--line)}
.terms{max-width:48rem}
.documents{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:2rem 0 0}
.documents a{display:inline-flex;align-items:center;min-height:2.75rem}`;

/**
 * The lines: a table per section; below 40rem each row is a card (description, then quantity ×
 * price and the amount), every cell still a cell (the roles in the markup keep it a table for
 * screen readers whatever `display` says).
 */
const lines = `
.lines{width:100%;border-collapse:collapse;margin:0 0 1.5rem;font-variant-numeric:tabular-nums}
.lines caption{text-align:left;font-weight:700;font-size:1.0625rem;color:var(--heading);padding:.75rem 0 .5rem}
.lines th,.lines td{padding:.75rem .5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
.lines thead th{font-size:.8125rem;font-weight:600;color:var(--muted);border-bottom-width:2px}
.lines .n{text-align:right;white-space:nowrap}
.lines .amount{font-weight:600;color:var(--heading)}
.lines .group th{padding-top:1.25rem;color:var(--heading)}
.lines .group .hint{font-weight:400}
.badge{display:inline-block;margin:0 0 .25rem;padding:0 .5rem;border-radius:999px;background:var(--soft);border:1px solid var(--line);color:var(--muted);font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
.pick{display:flex;gap:.75rem;align-items:flex-start;cursor:pointer;min-height:2.75rem}
.pick input{flex:none;width:1.5rem;height:1.5rem;margin:0;accent-color:var(--brand)}
.lines tr.choosable:has(:checked){background:var(--brand-soft)}
.lines tr.choosable:not(:has(:checked)) .amount{color:var(--muted);font-weight:400}
@media (max-width:40rem){
.lines thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.lines,.lines tbody,.lines caption{display:block}
.lines tr{display:flex;flex-wrap:wrap;align-items:baseline;column-gap:.375rem;padding:.75rem .5rem;border-bottom:1px solid var(--line)}
.lines th,.lines td{display:block;padding:0;border:0}
.lines .description{flex:0 0 100%;margin-bottom:.375rem}
.lines .quantity,.lines .unit,.lines .price{color:var(--muted);font-size:.9375rem}
.lines .price::before{content:"× " / ""}
.lines .amount{margin-left:auto}
.lines .group{padding-top:1.25rem}}`;

const summary = `
.summary{border:1px solid var(--line);border-radius:1rem;background:var(--soft);padding:1.25rem 1.5rem;margin:1rem 0 0}
.summary h2{margin:0 0 .75rem;font-size:1.125rem}
.totals{margin:0;font-variant-numeric:tabular-nums}
.totals div{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}
.totals dt{color:var(--muted)}.totals dd{margin:0;text-align:right;color:var(--heading)}
.totals .grand{border-top:2px solid var(--heading);margin-top:.5rem;padding-top:.75rem;font-size:1.375rem;font-weight:800}
.totals .grand dt{color:var(--heading)}
.totals .split{font-size:.9375rem}
.totals .deposit{border-top:1px solid var(--line);margin-top:.5rem;padding-top:.5rem}
.summary .button{width:100%;margin-top:1rem}
.summary p{font-size:.875rem}`;

const forms = `
.decide{border:1px solid var(--line);border-radius:1rem;background:var(--card);padding:1.25rem;margin:2.5rem 0 0}
@media (min-width:40rem){.decide{padding:1.5rem 2rem}}
.decide>h2{margin-top:0}
fieldset{border:0;margin:0;padding:0;min-width:0}
.acks{display:grid;gap:.5rem}
.acks .pick{padding:.5rem .75rem;border:1px solid var(--line);border-radius:.75rem;background:var(--paper)}
.acks .pick:has(:checked){border-color:var(--brand);background:var(--brand-soft)}
.field-label{display:block;font-weight:600;color:var(--heading);margin:1.25rem 0 .25rem}
.field-input{display:block;width:100%;min-height:2.75rem;font:inherit;padding:.5rem .75rem;border:1px solid var(--field-border);border-radius:.5rem;background:var(--field);color:var(--heading)}
.signer-name{font-size:1.25rem;max-width:32rem}
textarea.field-input{min-height:6rem;resize:vertical}
[aria-invalid=true]{border-color:var(--bad);box-shadow:0 0 0 1px var(--bad)}
.error{color:var(--bad);font-weight:600;margin:.375rem 0 0}
.pad{display:block;width:100%;max-width:32rem;height:10rem;border:1px dashed var(--field-border);border-radius:.75rem;background:#fff;touch-action:none;cursor:crosshair}
.drawing{margin:1rem 0 0}.drawing .pad{margin:.5rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1.5rem 0 0}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.75rem;padding:.625rem 1.25rem;border-radius:.5rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;border:1px solid transparent}
.button.primary{background:#f59e0b;color:#020617;font-size:1.0625rem;padding:.75rem 1.75rem}
.button.primary:hover{background:#fbbf24}
.button.secondary{background:transparent;color:var(--heading);border-color:var(--field-border)}
.button.secondary:hover{background:var(--soft)}
.button:disabled{cursor:not-allowed;opacity:.6}
.other{margin:1rem 0 0;display:grid;gap:.75rem}
.other details{border:1px solid var(--line);border-radius:.75rem;padding:0 1rem}
.other summary{cursor:pointer;font-weight:600;color:var(--heading);min-height:2.75rem;display:flex;align-items:center}
.other form{padding-bottom:1rem}
.other .field-label{margin-top:.25rem}
.error-summary{border:2px solid var(--bad);background:var(--bad-soft);border-radius:.75rem;padding:.75rem 1rem;margin:0 0 1rem}
.error-summary:focus{outline:none}.error-summary:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.error-summary p{margin:0;color:var(--heading)}
.error-summary ul{margin:.5rem 0 0;padding-left:1.25rem}
.error-summary a{color:var(--bad)}
.update-total{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin:0 0 1.25rem}
.signing-for{margin:1.5rem 0 0;font-size:1.0625rem}
.signing-for strong{color:var(--heading);font-variant-numeric:tabular-nums}`;

const footer = `
.site-footer{border-top:1px solid var(--line);background:var(--soft);color:var(--muted);font-size:.875rem;padding:1.5rem 0}
.site-footer p{margin:.25rem 0}
.site-footer a{color:inherit}`;

const print = `
@media print{
body{font-size:10.5pt}
.strip,.languages,.decide,.other,.summary .button,.documents{display:none}
.bar{border:0}.hero{background:none;padding:0 0 1rem}
a{color:inherit;text-decoration:none}
.sheet{display:block}.summary{position:static;break-inside:avoid}
.lines tr,.notice,.totals{break-inside:avoid}
.lines caption{break-after:avoid}
.site-footer{background:none}}`;

export const estimatePageStyle = [themes, layout, header, hero, sheet, lines, summary, forms, footer, print]
  .join("")
  .replaceAll("\n", "");
