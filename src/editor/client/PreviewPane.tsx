import { useEffect, useRef, useState } from "react";
import type { PageDocument, SiteConfig } from "../../generated/content-types.ts";
import type { FactsContextValue } from "../../site/site-context.tsx";
import { EDITOR_BASE } from "./api.ts";
import type { SiteForm } from "../../content/site-forms.ts";

export interface PreviewMessage {
  page: PageDocument;
  site: SiteConfig;
  facts: FactsContextValue;
  /** The site's own forms it lists: the preview draws them from their schemas. */
  siteForms?: SiteForm[];
}

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

/**
 * The draft's page drawn by the site's real blocks, in a frame as wide as a phone or a desktop
 * screen (so the layout's breakpoints apply as they will for visitors), scaled to fit.
 */
export function PreviewPane({ preview, stale = false }: { preview: PreviewMessage | undefined; stale?: boolean }) {
  const [width, setWidth] = useState<Width>("phone");
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(600);
  const latest = useRef(preview);
  useEffect(() => {
    latest.current = preview;
  }, [preview]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (preview) frame.current?.contentWindow?.postMessage(preview, location.origin);
  }, [preview]);

  // The frame asks for the page when it has loaded (a reload, or a switch of width).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data === "preview-ready" && latest.current)
        frame.current?.contentWindow?.postMessage(latest.current, location.origin);
    };
    addEventListener("message", onMessage);
    return () => removeEventListener("message", onMessage);
  }, []);

  const pixels = WIDTHS[width];
  const scale = Math.min(1, boxWidth / pixels);
  return (
    <section aria-labelledby="preview-heading" className="flex h-full min-h-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-base font-bold text-brand-900">
          Preview
        </h2>
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Preview width</legend>
          {(Object.keys(WIDTHS) as Width[]).map((option) => (
            <label key={option} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="preview-width"
                value={option}
                checked={width === option}
                onChange={() => setWidth(option)}
                className="accent-brand-700"
              />
              {option === "phone" ? "Phone" : "Desktop"} ({WIDTHS[option]} px)
            </label>
          ))}
        </fieldset>
      </div>
      {!preview && <p className="text-sm text-slate-700">The preview appears once the file is complete enough to build its page.</p>}
      {preview && stale && (
        <p role="status" className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950" data-preview-stale>
          Out of date: this is the page before your latest change, which has a problem (see Problems). The preview follows your changes again once it is fixed.
        </p>
      )}
      <div ref={box} className="relative min-h-0 flex-1 overflow-auto rounded-xl border border-slate-300 bg-slate-100">
        {/* No frame without a page: it would go on showing the file opened before. */}
        {preview && (
          <iframe
            ref={frame}
            key={width}
            src={`${EDITOR_BASE}preview.html`}
            title={`Preview of the page at ${width} width`}
            data-preview-width={pixels}
            style={{ width: pixels, height: `${Math.round(100 / scale)}%`, transform: `scale(${scale})`, transformOrigin: "top left" }}
            className={`block border-0 bg-white ${stale ? "opacity-60" : ""}`}
          />
        )}
      </div>
    </section>
  );
}
