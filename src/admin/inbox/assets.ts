/**
 * The inbox's stylesheet and its one script, served as files under /admin/leads so the strict CSP
 * holds (no inline style or script).
 */
export const INBOX_CSS = `
.inbox-head{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.inbox-head h1{margin:0}
.search-row{display:flex;gap:.75rem;align-items:end}
.search-row>div{flex:1}
.search-row input{width:100%}
.lead-title{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
.lead-title h1{margin:0}
.panel>h2:first-child,.panel>input+h2,form.panel>h2{margin-top:0}
.leads{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.lead{background:var(--panel);border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem}
.lead.unread{border-left:.3rem solid var(--accent)}
.lead.unread .lead-name{font-weight:700}
.lead-head{display:flex;flex-wrap:wrap;gap:.25rem .5rem;align-items:baseline}
.lead-name{font-size:1.0625rem;margin-right:.25rem}
.lead-age{margin-left:auto}
.lead-about{margin:.35rem 0;overflow-wrap:anywhere}
.lead-origin{margin:.35rem 0 0;font-size:.875rem;overflow-wrap:anywhere}
.contact{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
.contact .button{overflow-wrap:anywhere}
.tag.new{background:var(--accent);color:var(--accent-ink)}
.tag.due{background:#fef0c7;color:#7a2e0e}
.tag.status-won{background:#dcfae6;color:var(--ok)}
.tag.status-spam,.tag.status-lost{background:#f2f4f7;color:var(--muted)}
.pager{display:flex;gap:1.5rem;margin:1rem 0}
.lead-grid{display:grid;gap:1rem;margin:1rem 0}
@media (min-width:52rem){.lead-grid{grid-template-columns:3fr 2fr;align-items:start}}
.lead-grid form{display:grid;gap:.35rem;margin-bottom:1rem}
.lead-grid textarea{font:inherit;padding:.5rem;border:1px solid var(--line);border-radius:.375rem;width:100%}
.fields{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem 1rem;margin:0 0 1rem}
.fields dt{color:var(--muted)}
.fields dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.timeline{margin:0;padding-left:1.25rem;display:grid;gap:.5rem}
.timeline blockquote{margin:.25rem 0 0;padding:.25rem .75rem;border-left:3px solid var(--line);white-space:pre-wrap;overflow-wrap:anywhere}
`;

/**
 * Keeps an open inbox current without a reload: every 15 seconds it asks whether the newest lead or
 * the unread count changed, and if so fetches the same address and swaps in the new list and title.
 */
export const INBOX_REFRESH_JS = `(() => {
  const list = () => document.getElementById("inbox-list");
  const check = async () => {
    const current = list();
    if (!current || document.hidden) return;
    const answer = await fetch("/admin/leads/latest", { headers: { accept: "application/json" }, credentials: "same-origin" });
    if (!answer.ok) return;
    const latest = await answer.json();
    if (String(latest.newest) === current.dataset.newest && String(latest.unread) === current.dataset.unread) return;
    const page = await fetch(location.href, { headers: { accept: "text/html" }, credentials: "same-origin" });
    if (!page.ok) return;
    const fresh = new DOMParser().parseFromString(await page.text(), "text/html");
    const replacement = fresh.getElementById("inbox-list");
    if (!replacement) return;
    current.replaceWith(replacement);
    document.title = fresh.title;
    const nav = document.querySelector('.nav a[href="/admin/leads"]');
    const freshNav = fresh.querySelector('.nav a[href="/admin/leads"]');
    if (nav && freshNav) nav.textContent = freshNav.textContent;
  };
  setInterval(() => check().catch(() => undefined), 15000);
  document.addEventListener("visibilitychange", () => check().catch(() => undefined));
})();
`;
