import { describe, expect, it } from "vitest";
import { render, site } from "../../tests/render.tsx";
import { RichText } from "./RichText.tsx";

describe("rich text on the page", () => {
  it("shows bold, slanted words and a link to a page of the site as formatting, not as marks", () => {
    const doc = render(<RichText text="Bring **two payslips** and *one* bank statement; see [the checklist](/faq#documents)." />);
    expect(doc.querySelector("strong")?.textContent).toBe("two payslips");
    expect(doc.querySelector("em")?.textContent).toBe("one");
    const link = doc.querySelector("a");
    expect(link?.getAttribute("href")).toBe("/faq#documents");
    expect(link?.textContent).toBe("the checklist");
    expect(doc.body.textContent).toBe("Bring two payslips and one bank statement; see the checklist.");
  });

  it("makes lines starting with a dash a bulleted list after the paragraph", () => {
    const doc = render(<RichText text={"You will need:\n\n- payslips\n- ID"} />);
    expect(doc.querySelector("p")?.textContent).toBe("You will need:");
    expect([...doc.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["payslips", "ID"]);
  });

  it("sends booking, phone and email links where the site's buttons send them", () => {
    const doc = render(<RichText text="[Book a call](booking), [ring us](phone) or [write](email)." />);
    const [booking, phone, email] = [...doc.querySelectorAll("a")];
    expect(booking?.getAttribute("href")).toBe(site.bookingUrl);
    expect(booking?.getAttribute("target")).toBe("_blank");
    expect(booking?.getAttribute("rel")).toBe("noopener");
    expect(phone?.getAttribute("href")).toBe(`tel:${site.phone.dial}`);
    expect(email?.getAttribute("href")).toBe(`mailto:${site.email}`);
  });

  it("shows typed HTML and a javascript: link as text, never as markup", () => {
    const doc = render(<RichText text={'<b onclick="x()">hi</b> [click](javascript:alert(1))'} />);
    expect(doc.querySelector("b, a")).toBeNull();
    expect(doc.body.textContent).toBe('<b onclick="x()">hi</b> [click](javascript:alert(1))');
  });

  it("gives words with no marks exactly the one paragraph they had before rich text", () => {
    const plain = "Rates from 5.5% & fees of $0 <maybe> for 30 years, 2 * 3 and snake_case_words.";
    const escaped = plain.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const doc = render(<RichText text={plain} className="mt-2" />);
    expect(doc.body.innerHTML).toBe(`<p class="mt-2">${escaped}</p>`);
  });
});
