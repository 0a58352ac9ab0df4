import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { PostList } from "./PostList.tsx";

describe("PostList", () => {
  it("lists each article with its title, readable date, excerpt and a read-more link naming it", () => {
    const doc = render(
      <PostList
        type="post-list"
        heading="Latest articles"
        posts={[
          { title: "New opening hours", to: "/blog/opening-hours", date: "2025-08-01", excerpt: "Open later on Thursdays." },
          { title: "Booking guide", to: "/blog/booking-guide", date: "2025-01-08", excerpt: "How it works." },
        ]}
      />,
    );
    expect([...doc.querySelectorAll("article h3")].map((h) => h.textContent)).toEqual(["New opening hours", "Booking guide"]);
    const dates = [...doc.querySelectorAll("time")].map((t) => [t.getAttribute("datetime"), t.textContent]);
    expect(dates).toEqual([
      ["2025-08-01", "1 August 2025"],
      ["2025-01-08", "8 January 2025"],
    ]);
    expect(doc.body.textContent).toContain("Open later on Thursdays.");
    expect(doc.querySelector('a[href="/blog/booking-guide"]')?.textContent).toBe("Read more: Booking guide→");
  });
});
