import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { AUTO_SCROLL_OPTIONS, CAROUSEL_OPTIONS, LogoCarousel } from "./LogoCarousel.tsx";

describe("LogoCarousel", () => {
  const logos = ["A", "B", "C"].map((name) => ({ name, src: `/lenders/${name}.svg` }));

  it("repeats the list for looping, hiding the copy from screen readers", () => {
    const doc = render(<LogoCarousel type="logo-carousel" heading="Lenders" logos={logos} />);
    const slides = [...doc.querySelectorAll("li")];
    expect(slides).toHaveLength(6);
    expect(slides.filter((li) => li.getAttribute("aria-hidden") === "true")).toHaveLength(3);
    expect([...doc.querySelectorAll("img[alt]:not([alt=''])")].map((img) => img.getAttribute("alt"))).toEqual(["A", "B", "C"]);
    expect(doc.querySelector("img")?.getAttribute("width")).toBe("200");
  });

  it("loops, drag-free, auto-scrolls at speed 1 and needs a 10 px drag to move by hand", () => {
    expect(CAROUSEL_OPTIONS).toMatchObject({ loop: true, dragFree: true, dragThreshold: 10 });
    // Hover and drag pause it by the component's own state (the browser tests hold it), never by the
    // plugin's, which would restart it for a visitor who paused it or asked for less motion.
    expect(AUTO_SCROLL_OPTIONS).toMatchObject({ speed: 1, stopOnMouseEnter: false, stopOnInteraction: true });
  });
});
