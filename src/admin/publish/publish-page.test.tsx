// @vitest-environment node
/**
 * The Publish page in staff words (issue 50 item 7): "live in 1 second", and an uploaded picture
 * named by the field that shows it, never by the name made from its bytes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldLabeller, pictureUse } from "./field-labels.ts";
import type { Progress } from "./engine.ts";
import { PublishPage } from "./views.tsx";

const viewer = { person: { email: "editor@example.com", role: "editor" as const }, formToken: "token" };
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const done = (seconds: number): Progress => ({
  state: "done",
  by: "editor@example.com",
  paths: ["pages.config/site.json"],
  startedAt: "2026-10-01T01:00:00.000Z",
  finishedAt: "2026-10-01T01:00:01.000Z",
  seconds,
  publishId: 3,
});

describe("the Publish page", () => {
  it("says 1 second, and 2 seconds", () => {
    expect(text(renderToStaticMarkup(<PublishPage viewer={viewer} pending={[]} progress={done(1.2)} />))).toContain("live in 1 second:");
    expect(text(renderToStaticMarkup(<PublishPage viewer={viewer} pending={[]} progress={done(2)} />))).toContain("live in 2 seconds:");
  });

  it("names an uploaded picture by the field the other draft shows it in", async () => {
    const picture = "pages.config/images/upload-22f6b0e65f2f5f8f.jpg";
    const site = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../sites/westline/pages.config/site.json"), "utf8")) as {
      broker: Record<string, unknown>;
    };
    site.broker.photo = { src: picture, alt: "The broker at the office" };
    const drafts = [
      { path: picture, text: "AAAA" },
      { path: "pages.config/site.json", text: JSON.stringify(site) },
    ];
    const name = pictureUse(picture, drafts, await fieldLabeller(path.resolve(import.meta.dirname, "../../../sites/westline")));
    expect(name).toMatch(/^Picture for the site settings › .*Broker.* › Photo$/);
    const html = text(
      renderToStaticMarkup(
        <PublishPage
          viewer={viewer}
          progress={{ state: "idle" }}
          pending={[
            {
              draft: { path: picture, text: "AAAA", author: "editor@example.com", updatedAt: "2026-10-01T01:00:00.000Z" },
              changes: { whole: "A new picture." },
              name,
            },
          ]}
        />,
      ),
    );
    expect(html).toContain(name);
    expect(html).not.toContain("upload-22f6b0e65f2f5f8f");
  });
});
