import { describe, expect, it } from "vitest";
import { navCurrent } from "./nav-current.ts";

const NAV = ["/#home", "/#about", "/calculators", "/blog", "/faq", "https://example.com/calculators"];

describe("navCurrent", () => {
  it("marks the link to the page itself as the page", () => {
    expect(navCurrent(NAV, "/calculators")).toEqual([undefined, undefined, "page", undefined, undefined, undefined]);
    expect(navCurrent(NAV, "/faq/")).toEqual([undefined, undefined, undefined, undefined, "page", undefined]);
  });

  it("marks the link a page sits under as its section, not as the page", () => {
    expect(navCurrent(NAV, "/calculators/repayments")).toEqual([undefined, undefined, "true", undefined, undefined, undefined]);
    expect(navCurrent(NAV, "/blog/2026/first-home")).toEqual([undefined, undefined, undefined, "true", undefined, undefined]);
  });

  it("marks nothing for a path that only starts with the same letters", () => {
    expect(navCurrent(NAV, "/calculators-old")).toEqual(NAV.map(() => undefined));
    expect(navCurrent(NAV, "/faqs")).toEqual(NAV.map(() => undefined));
  });

  it("never marks a link to a part of a page, nor the home page for the pages under it", () => {
    expect(navCurrent(NAV, "/")).toEqual(NAV.map(() => undefined));
    expect(navCurrent(["/", "/contact"], "/services/home-loans")).toEqual([undefined, undefined]);
    expect(navCurrent(["/", "/contact"], "/")).toEqual(["page", undefined]);
  });

  it("marks only the closest of two links above a page", () => {
    expect(navCurrent(["/services", "/services/loans"], "/services/loans/fixed")).toEqual([undefined, "true"]);
    expect(navCurrent(["/services", "/services/loans"], "/services/loans")).toEqual([undefined, "page"]);
  });
});
