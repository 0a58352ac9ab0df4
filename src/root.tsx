import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import stylesheet from "./app.css?url";
import brandFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { BookingButtons } from "./chrome/BookingButtons.tsx";
import { SiteFooter } from "./chrome/SiteFooter.tsx";
import { SiteHeader } from "./chrome/SiteHeader.tsx";
import { useScrollToHash } from "./chrome/useScrollToHash.ts";
import { SiteEnhancements } from "./booking/SiteEnhancements.tsx";
import { contentIndex } from "./content/content-index.server.ts";
import { SiteProvider } from "./site/site-context.tsx";
import { ToastHost } from "./ui/toasts.tsx";
import type { Route } from "./+types/root";

export function loader() {
  return { site: contentIndex().site };
}

export const links: Route.LinksFunction = () => [
  // The brand font is found only once the stylesheet is parsed; preloading fetches it alongside.
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#102c4d" />
        <Meta />
        <Links />
        <noscript>
          <style>{`.faq-answer[data-state="closed"]{display:block}[data-booking-embed]{height:auto!important}.needs-js{display:none}`}</style>
        </noscript>
      </head>
      <body>
        {root ? (
          <SiteProvider value={root.site}>
            <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3">
              Skip to content
            </a>
            <SiteHeader />
            <main id="main">{children}</main>
            <SiteFooter />
            <BookingButtons />
            <SiteEnhancements />
            <ToastHost />
          </SiteProvider>
        ) : (
          <main id="main">{children}</main>
        )}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollToHash();
  // Marks the page as interactive, so tests (and styles) can tell prerendered from hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** SPEC: unexpected router failures show "Unexpected Application Error" with the status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold text-brand-900">Unexpected Application Error</h1>
      <p className="mt-4 text-lg text-slate-700" data-testid="error-detail">{detail}</p>
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand-700 underline">Return to Home</a>
      </p>
    </section>
  );
}
