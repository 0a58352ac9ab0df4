/**
 * The small HTML pages a visitor sees when a form posted without JavaScript cannot be accepted:
 * what went wrong, in the schema's own words, with a way back and the phone number. Everything
 * that came from the request is escaped.
 */
import type { SiteConfig } from "../generated/content-types.ts";
import { own, type FieldError } from "../forms/validate-submission.ts";

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#0f172a;line-height:1.6}
h1{font-size:1.6rem}li{margin:.3rem 0}a{color:#1d4ed8}.field{font-weight:600}`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);
}

export interface AnswerPage {
  title: string;
  paragraphs: string[];
  errors?: FieldError[];
  /** Where "Go back" leads: the page the form was on, when known and on this site. */
  backHref: string;
  labels?: Record<string, string>;
}

export function answerPageHtml(site: SiteConfig, page: AnswerPage): string {
  const errors = page.errors?.length
    ? `<ul>${page.errors
        .map(({ field, message }) => `<li><span class="field">${escapeHtml(own(page.labels, field) ?? field)}</span>: ${escapeHtml(message)}</li>`)
        .join("")}</ul>`
    : "";
  return `<!doctype html>
<html lang="${escapeHtml(site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.brand)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${errors}
<p><a href="${escapeHtml(page.backHref)}">Go back to the form</a> · <a href="tel:${escapeHtml(site.phone.dial)}">Call ${escapeHtml(site.phone.display)}</a> · <a href="/">Home</a></p>
</main>
</body>
</html>
`;
}
