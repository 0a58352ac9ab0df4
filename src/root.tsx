import { useContext, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, UNSAFE_FrameworkContext, useMatches, useRouteLoaderData } from "react-router";
import stylesheet from "./app.css?url";
import { hasInteractiveBlocks, noscriptCssOf, replacesFloatingBooking } from "./blocks/registry.ts";
import { blockBehaviours, hasBehaviour } from "./generated/block-behaviours.ts";
import { fontPreloads } from "virtual:pagekit/site-fonts";
import { BookingButtons } from "./chrome/BookingButtons.tsx";
import { enhancePage } from "./chrome/enhance.ts";
import { SiteFooter } from "./chrome/SiteFooter.tsx";
import { SiteHeader } from "./chrome/SiteHeader.tsx";
import { productionAssets } from "./client/assets.server.ts";
import { bookingEmbedAttributes } from "./lib/booking-embed.ts";
import { moneyStyleOf, writeAmountsIn } from "./lib/money.ts";
import { inlineJson, markReady, PAGE_CONTEXT_ID } from "./client/page-context.ts";
import { siteContent } from "./content/site-content.server.ts";
import { devSiteFormScript } from "./forms/dev-site-form.ts";
import { ContentProblems } from "./site/ContentProblems.tsx";
import type { PageDocument } from "./generated/content-types.ts";
import { FactsProvider, PagePathProvider, SiteProvider, type PageContext } from "./site/site-context.tsx";
import { themeOf } from "./site/theme.ts";
import { SiteFormsProvider, type RenderedSiteForm } from "./site/site-forms-context.tsx";
import type { Route } from "./+types/root";

/*
 * Production pages are prerendered and load no framework script: every page gets the small vanilla
 * chrome module, and a page with interactive blocks also the islands entry, which hydrates only
 * those blocks (docs/performance.md says why). `npm run dev` hydrates the whole page as usual, so
 * the editor's live preview and hot reload keep working.
 */
export function loader() {
  const { site, problems, facts, builtOn, siteForms } = siteContent();
  // While the content has problems (development only: a build refuses) every page lists them.
  if (problems.length || !site) return { site: undefined, problems, facts: null, assets: null, siteForms: [] };
  // Who went live (an owner's email) is the back office's record, not something pages show or carry.
  const shown = { ...site };
  delete shown.live;
  const assets = import.meta.env.DEV ? null : productionAssets(stylesheet);
  // A site's own forms, each with the script build-client made of its validator (the development server's module in development).
  const forms: RenderedSiteForm[] = siteForms.map((form) => {
    const script = import.meta.env.DEV ? devSiteFormScript(form.name) : assets?.scripts.forms?.[form.name];
    return { ...form, ...(script && { script }) };
  });
  return { site: shown, problems, facts: { facts, builtOn }, assets, siteForms: forms };
}

export const links: Route.LinksFunction = () => [
  // The site's fonts are found only once the stylesheet is parsed; preloading fetches them alongside.
  ...fontPreloads.map((href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const })),
  // In production the stylesheet is inline (see Layout); a request for it would block the first paint.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The block types on a page that bring a browser behaviour of their own, each once. */
const behavioursOf = (page: PageDocument | undefined) => [...new Set((page?.blocks ?? []).map((block) => block.type).filter(hasBehaviour))];

/** The page document of the current route, when there is one. */
function usePage(): PageDocument | undefined {
  for (const match of useMatches()) {
    const data = match.data as { page?: PageDocument } | undefined;
    if (data?.page) return data.page;
  }
  return undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const page = usePage();
  // React Router refuses to build without <Scripts/> in its SPA fallback page, which postbuild deletes.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const assets = root?.assets;
  const islands = page ? hasInteractiveBlocks(page.blocks) : false;
  // A page may turn booking off (e.g. after a visitor asked us to call them): no button then asks them to book.
  const offersBooking = page?.bookingButtons !== false;
  const context: PageContext | undefined = root?.site && page ? { site: root.site, path: page.path } : undefined;
  // In development the browser redraws the whole page: its amounts in the site's currency, as the server wrote them.
  const money = root?.site && moneyStyleOf(root.site);
  if (money) writeAmountsIn(money);
  return (
    <html
      lang={root?.site?.locale ?? "en"}
      data-analytics-id={root?.site?.analytics?.measurementId}
      data-islands={assets && islands ? assets.scripts.islands : undefined}
      // The forms' script, for the call-back form in the booking box and the booking notice (src/forms/form-script.ts).
      data-form-script={assets && root?.site?.bookingUrl ? assets.scripts.behaviours.form : undefined}
      {...(root?.site?.bookingUrl ? bookingEmbedAttributes(root.site.bookingEmbed, root.site.bookingUrl) : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.site && <meta name="theme-color" content={themeOf(root.site).themeColor} />}
        <Meta />
        <Links />
        {assets && <style>{assets.css}</style>}
        {/* Before the chrome module: module scripts run in order, so they are installed before it marks the page ready. */}
        {assets && behavioursOf(page).map((type) => <script key={type} type="module" src={assets.scripts.behaviours[type]} />)}
        {assets && <script type="module" src={assets.scripts.chrome} />}
        <noscript>
          {/* What needs a script is hidden; each block on the page adds what its own behaviour would have done. */}
          <style>{`.needs-js{display:none}${noscriptCssOf(page?.blocks ?? [])}`}</style>
        </noscript>
      </head>
      <body>
        {root?.problems.length ? (
          <main id="main">
            <ContentProblems problems={root.problems} />
          </main>
        ) : root?.site && root.facts ? (
          <SiteProvider value={root.site}>
            <FactsProvider value={root.facts}>
              <PagePathProvider value={page?.path ?? "/"}>
                <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3">
                  Skip to content
                </a>
                <SiteHeader offersBooking={offersBooking} />
                <main id="main">
                  <SiteFormsProvider value={root.siteForms}>{children}</SiteFormsProvider>
                </main>
                <SiteFooter />
                {/* A page whose own block is the way to book (a calendar) has no floating button to cover it. */}
                <BookingButtons floating={!replacesFloatingBooking(page?.blocks ?? [])} offered={offersBooking} />
              </PagePathProvider>
            </FactsProvider>
          </SiteProvider>
        ) : (
          <main id="main">{children}</main>
        )}
        {assets && islands && context && <script type="application/json" id={PAGE_CONTEXT_ID} dangerouslySetInnerHTML={{ __html: inlineJson(context) }} />}
        {(!assets || spaFallback) && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  const types = behavioursOf(usePage()).join(" ");
  // Development only: the whole page is hydrated, and the chrome's and the blocks' vanilla behaviours run from here.
  useEffect(() => {
    const uninstall = enhancePage();
    let live = true;
    const undo: Array<() => void> = [];
    void Promise.all(
      types
        .split(" ")
        .filter(hasBehaviour)
        .map((type) => blockBehaviours[type]().then(({ default: install }) => live && undo.push(install(document)))),
    ).then(() => live && markReady());
    return () => {
      live = false;
      uninstall();
      undo.forEach((stop) => stop());
    };
  }, [types]);
  return <Outlet />;
}

/** Unexpected router failures show "Unexpected Application Error" with the status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : error instanceof Error ? error.message : "Unknown error";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold text-brand-900">Unexpected Application Error</h1>
      <p className="mt-4 text-lg text-slate-700" data-testid="error-detail">
        {detail}
      </p>
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand-700 underline">
          Return to Home
        </a>
      </p>
    </section>
  );
}
