import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import type { ArticleHeaderBlock, PageDocument } from "../../generated/content-types.ts";
import { pageStructuredData } from "../structured-data.ts";
import { ArticleHeader } from "./ArticleHeader.tsx";

const header: ArticleHeaderBlock = {
  type: "article-header",
  heading: "Home loan pre-approval",
  summary: "How it works.",
  author: { name: "Westline Finance" },
  datePublished: "2025-01-08",
};

describe("ArticleHeader", () => {
  it("shows the title as the page's h1 with the author and publication date", () => {
    const doc = render(<ArticleHeader {...header} readingMinutes={6} />);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(doc.querySelector("h1")?.textContent).toBe("Home loan pre-approval");
    expect(doc.body.textContent).toContain("By Westline Finance");
    expect(doc.querySelector("time")?.getAttribute("datetime")).toBe("2025-01-08");
    expect(doc.body.textContent).toContain("Published 8 January 2025");
    expect(doc.body.textContent).not.toContain("Updated");
    expect(doc.body.textContent).toContain("6 min read");
  });

  it("shows an update date only when it differs from the publication date", () => {
    const doc = render(<ArticleHeader {...header} dateModified="2025-03-02" />);
    expect(doc.body.textContent).toContain("Updated 2 March 2025");
  });

  it("implies Article structured data with headline, dates, author, publisher and the page's address", () => {
    const page: PageDocument = { path: "/blog/pre-approval-guide", title: "Guide", description: "About pre-approval.", blocks: [header] };
    expect(pageStructuredData(page, site)).toEqual([
      expect.objectContaining({
        "@type": "Article",
        headline: "Home loan pre-approval",
        datePublished: "2025-01-08",
        dateModified: "2025-01-08",
        author: { "@type": "Organization", name: "Westline Finance" },
        publisher: expect.objectContaining({ "@type": "Organization", name: site.brand }),
        url: `${site.origin}/blog/pre-approval-guide`,
      }),
    ]);
  });
});
