/**
 * The preview frame: the draft's page drawn by the site's own BlockList and block registry, with the
 * site settings the blocks read, exactly as the development renderer does. The page arrives from
 * the editor by postMessage on every change. Links and forms do nothing here, so the preview stays
 * on the page being edited.
 */
import { Component, StrictMode, useEffect, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
// The site's own block types and forms' components, built into the editor page for the site being edited.
import "virtual:pagekit/site-blocks";
import "virtual:pagekit/site-forms";
import { BlockList } from "../../blocks/BlockList.tsx";
import { FactsProvider, PagePathProvider, SiteProvider } from "../../site/site-context.tsx";
import { SiteFormsProvider } from "../../site/site-forms-context.tsx";
import type { PreviewMessage } from "./PreviewPane.tsx";
import "./editor.css";

class Boundary extends Component<{ children: ReactNode; page: unknown }, { error?: Error; page?: unknown }> {
  state: { error?: Error; page?: unknown } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { page: unknown }, state: { page?: unknown }) {
    // A new draft gets a new chance to render.
    return props.page === state.page ? null : { error: undefined, page: props.page };
  }
  render() {
    return this.state.error ? (
      <p className="p-6 text-slate-800">The preview cannot draw this draft yet ({this.state.error.message}). Fix the problems listed beside the form.</p>
    ) : (
      this.props.children
    );
  }
}

function Preview() {
  const [draft, setDraft] = useState<PreviewMessage>();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data && typeof event.data === "object") setDraft(event.data as PreviewMessage);
    };
    addEventListener("message", onMessage);
    parent.postMessage("preview-ready", location.origin);
    const inert = (event: Event) => {
      if ((event.target as Element | null)?.closest?.("a[href], form")) event.preventDefault();
    };
    addEventListener("click", inert, true);
    addEventListener("submit", inert, true);
    return () => {
      removeEventListener("message", onMessage);
      removeEventListener("click", inert, true);
      removeEventListener("submit", inert, true);
    };
  }, []);
  if (!draft) return <p className="p-6 text-slate-700">Waiting for the page…</p>;
  return (
    <MemoryRouter key={draft.page.path} initialEntries={[draft.page.path]}>
      <SiteProvider value={draft.site}>
        <FactsProvider value={draft.facts}>
          <PagePathProvider value={draft.page.path}>
            <main id="main" data-preview-path={draft.page.path}>
              <Boundary page={draft.page}>
                {/* The site's own forms: each drawn by its own component when it has one, as visitors see it, else from its files. */}
                <SiteFormsProvider value={draft.siteForms ?? []}>
                  <BlockList blocks={draft.page.blocks} />
                </SiteFormsProvider>
              </Boundary>
            </main>
          </PagePathProvider>
        </FactsProvider>
      </SiteProvider>
    </MemoryRouter>
  );
}

createRoot(document.getElementById("preview")!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
