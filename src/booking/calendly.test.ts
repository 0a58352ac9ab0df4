// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createCalendlyLoader, type CalendlyApi } from "./calendly.ts";

/** The embed a page names (site.json's bookingEmbed); any addresses do. */
const EMBED = { script: "https://embed.example/widget.js", stylesheet: "https://embed.example/widget.css", origin: "https://book.example" };
const named = () => EMBED;

const api: CalendlyApi = { initPopupWidget: vi.fn(), initInlineWidget: vi.fn() };
let append: MockInstance;

/** The script and stylesheet the loader added, captured instead of fetched. */
const added = () => append.mock.calls.map(([element]) => element as HTMLScriptElement | HTMLLinkElement);
const settle = (type: "load" | "error") => added().forEach((element) => element.dispatchEvent(new Event(type)));

beforeEach(() => {
  append = vi.spyOn(document.head, "append").mockImplementation(() => {});
});
afterEach(() => {
  delete window.Calendly;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the scheduling service loader", () => {
  it("adds the script and stylesheet on the first call only, and resolves once both have loaded", async () => {
    const loader = createCalendlyLoader(named);
    expect(loader.state()).toBe("idle");
    expect(append).not.toHaveBeenCalled();
    const first = loader.load();
    const second = loader.load();
    expect(second).toBe(first);
    expect(loader.state()).toBe("loading");
    expect(added().map((element) => (element instanceof HTMLScriptElement ? element.src : element.href))).toEqual([EMBED.stylesheet, EMBED.script]);
    window.Calendly = api;
    settle("load");
    await expect(first).resolves.toBe(api);
    expect(loader.state()).toBe("ready");
    await loader.load();
    expect(append).toHaveBeenCalledTimes(2);
  });

  it("fails when a file cannot load, and never asks again", async () => {
    const loader = createCalendlyLoader(named);
    const attempt = loader.load();
    settle("error");
    await expect(attempt).rejects.toThrow();
    expect(loader.state()).toBe("failed");
    await expect(loader.load()).rejects.toThrow();
    expect(append).toHaveBeenCalledTimes(2);
  });

  it("gives up after its timeout, and uses the script after all if it arrives later", async () => {
    vi.useFakeTimers();
    const loader = createCalendlyLoader(named, 4000);
    const attempt = loader.load();
    vi.advanceTimersByTime(3999);
    expect(loader.state()).toBe("loading");
    vi.advanceTimersByTime(1);
    await expect(attempt).rejects.toThrow(/timed out/);
    expect(loader.state()).toBe("failed");
    window.Calendly = api;
    expect(loader.state()).toBe("ready");
    await expect(loader.load()).resolves.toBe(api);
    expect(append).toHaveBeenCalledTimes(2);
  });

  it("fails when the script loads but does not define the API", async () => {
    const loader = createCalendlyLoader(named);
    const attempt = loader.load();
    settle("load");
    await expect(attempt).rejects.toThrow(/did not define/);
  });

  it("loads nothing on a page that names no embed", async () => {
    const loader = createCalendlyLoader(() => undefined);
    expect(loader.state()).toBe("none");
    await expect(loader.load()).rejects.toThrow(/names no scheduling embed/);
    expect(append).not.toHaveBeenCalled();
  });
});
