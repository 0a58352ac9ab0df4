/** The back office's one stylesheet, served at /admin/admin.css (a file, so the strict CSP holds). */
export const ADMIN_CSS = `
*,*::before,*::after{box-sizing:border-box}
:root{--ink:#14213d;--muted:#5b6475;--line:#d9dee7;--panel:#fff;--bg:#f4f6f9;--accent:#0b5cad;--accent-ink:#fff;--danger:#b42318;--ok:#067647;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
a{color:var(--accent)}
.bar{background:var(--ink);color:#fff}
.bar-inner{max-width:64rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
.brand{font-weight:700;letter-spacing:.01em;color:#fff;text-decoration:none;margin-right:auto}
.brand small{font-weight:400;opacity:.75;margin-left:.35rem}
.nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;margin:0;padding:0;list-style:none}
.nav a{color:#fff;text-decoration:none;opacity:.85}
.nav a:hover,.nav a[aria-current=page]{opacity:1;text-decoration:underline}
.nav form{margin:0}
.qr-setup{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;align-items:center;margin:0 0 1rem}
.qr-setup>div:last-child{flex:1 1 14rem;min-width:0}
.qr{width:12rem;max-width:100%;flex:none;background:#fff}
.qr svg{display:block;width:100%;height:auto}
.checklist{padding-left:1.5rem}
.checklist li{margin:0 0 .75rem}
.confirm-real{margin:.35rem 0 0}
.confirm-real .button{padding:.3rem .7rem;font-weight:500}
.go-live-state{margin:0 0 1.5rem;padding:1rem 1.25rem 1.25rem;background:var(--panel);border:1px solid var(--line);border-radius:.5rem}
.go-live-state h2{margin:0 0 .25rem}
.button[disabled]{background:#dfe3ea;color:#4b5563;cursor:not-allowed}
.site-state{margin:0;padding:.5rem 1rem;text-align:center;font-size:.9375rem}
.site-state.demo{background:#fef0c7;color:#4a2c00}
.site-state.demo a{color:#4a2c00;font-weight:600}
.site-state.live{background:#d1fadf;color:#053321}
.nav button{background:none;border:1px solid rgba(255,255,255,.5);color:#fff;border-radius:.375rem;padding:.2rem .7rem;font:inherit;cursor:pointer}
main{flex:1;width:100%;max-width:64rem;margin:0 auto;padding:1.5rem 1rem 3rem}
main.narrow{max-width:28rem}
h1{font-size:1.5rem;margin:0 0 1rem;line-height:1.25}
h2{font-size:1.125rem;margin:2rem 0 .75rem}
p{margin:0 0 1rem}
.lede{color:var(--muted)}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:.5rem;padding:1.25rem;margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.hint{display:block;font-weight:400;color:var(--muted);font-size:.875rem}
[hidden]{display:none!important}
input,select{display:block;width:100%;font:inherit;padding:.55rem .7rem;border:1px solid #aab3c2;border-radius:.375rem;background:#fff;color:var(--ink);margin:0 0 1rem}
input:focus,select:focus,button:focus,a:focus{outline:3px solid #7cb3ef;outline-offset:1px}
.button{display:inline-block;background:var(--accent);color:var(--accent-ink);border:0;border-radius:.375rem;padding:.6rem 1.1rem;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.button.quiet{background:#fff;color:var(--accent);border:1px solid var(--accent)}
.button.danger{background:#fff;color:var(--danger);border:1px solid var(--danger);padding:.3rem .7rem;font-weight:500}
.alert{border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1rem;border:1px solid}
.alert.error{background:#fef3f2;border-color:#fda29b;color:#7a271a}
.alert.ok{background:#ecfdf3;border-color:#75e0a7;color:#054f31}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem;background:#eef1f6;border:1px solid var(--line);border-radius:.375rem;padding:.5rem .7rem;word-break:break-all;display:block;margin:0 0 1rem}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));padding:0;list-style:none}
.cards a{display:block;height:100%;background:var(--panel);border:1px solid var(--line);border-radius:.5rem;padding:1rem 1.25rem;text-decoration:none;color:var(--ink)}
.cards a:hover{border-color:var(--accent)}
.cards strong{display:block;color:var(--accent);margin-bottom:.25rem}
.cards span{color:var(--muted);font-size:.9375rem}
.wide-table{overflow-x:auto;background:var(--panel);border:1px solid var(--line);border-radius:.5rem}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
th,td{text-align:left;padding:.6rem .8rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.8125rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);background:#f8f9fb}
tr:last-child td{border-bottom:0}
td form{margin:0}
.tag{display:inline-block;font-size:.8125rem;padding:.05rem .5rem;border-radius:999px;background:#e8eef8;color:#1d3a6b}
.row{display:grid;gap:0 1rem;grid-template-columns:1fr}
@media (min-width:40rem){.row{grid-template-columns:2fr 1fr auto;align-items:start}.row .button{margin-top:1.75rem}}
.roles{margin:0;padding:0 0 0 1.1rem;color:var(--muted);font-size:.9375rem}
@media (max-width:39.99rem){.stack thead{display:none}.stack tr{display:block;padding:.5rem 0;border-bottom:1px solid var(--line)}.stack tr:last-child{border-bottom:0}.stack td{display:block;border:0;padding:.2rem 1rem}.stack td[data-label]::before{content:attr(data-label) ": ";color:var(--muted);font-size:.8125rem}}
.muted{color:var(--muted)}
footer{color:var(--muted);font-size:.8125rem;text-align:center;padding:1rem}
.field-changes{margin:.5rem 0 0;font-size:.9rem}
.field-changes th,.field-changes td{padding:.2rem .5rem;vertical-align:top;text-align:left}
.field-changes del{color:var(--muted)}
.field-changes ins{text-decoration:none;font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
details{margin-top:.75rem}
summary{cursor:pointer;color:var(--accent)}
.filters{margin-top:.75rem;display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.5rem 1rem;align-items:end}
.filters input,.filters select{width:100%}
.filter-actions{display:flex;gap:1rem;align-items:center}
`;
