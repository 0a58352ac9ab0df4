/**
 * What a visitor on a laptop notices first about a template: a row of cards that ends in a gap
 * (three, three and one; four and three against the left), and a section whose content stops half
 * way across, beside nothing. Measured on every built route at a tablet's width (768 px), a small
 * laptop's (1024 px) and a laptop's (1280 px), from the boxes the browser lays out, so the tests hold
 * whatever the pages say. Also what looks unfinished at those widths: a button whose label breaks
 * over two lines, an opening time split from its day, and the booking calendar's box standing empty.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { CALENDLY_SCRIPT } from "./booking-embed.ts";
import { prerenderedPages } from "../../scripts/lib/page-weight.ts";
import { blocksOf, rawPages } from "../raw-content.ts";

const routes = prerenderedPages("build/client")
  .map(([path]) => path)
  .filter((path) => path !== "/404");

/**
 * Every list in the page's main content laid out as a grid of equal cells (its fullest row three or
 * more items of one width: cards, figures; or two boxes of one width, as cards are in two columns
 * on a tablet), and every other wrapping box of two or more cards, as its rows: each row's item
 * count, edges and widest item, where it is (the section's id or heading), and whether its items
 * hold running text.
 */
function cellGrids() {
  const grids: {
    where: string;
    prose: boolean;
    measure: number;
    figures: boolean;
    rows: { count: number; left: number; right: number; widest: number }[];
  }[] = [];
  const RUNNING_TEXT = "p, dd";
  // Lists, and any other box that wraps its children into rows (a flex row that wraps, a grid):
  // cards need not be list items to be seen as a set.
  const wraps = (element: Element) => {
    const style = getComputedStyle(element);
    return style.display === "grid" || (style.display === "flex" && style.flexWrap === "wrap");
  };
  for (const list of [...document.querySelectorAll("main ul, main ol, main dl, main div")].filter((element) => element.tagName !== "DIV" || wraps(element))) {
    const surface = (element: Element) => {
      const style = getComputedStyle(element);
      return style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.boxShadow !== "none" || parseFloat(style.borderLeftWidth) > 0;
    };
    const shown = [...list.children].filter((item) => item.getBoundingClientRect().width > 0 && item.getBoundingClientRect().height > 0);
    const items = shown.map((item) => item.getBoundingClientRect());
    const boxed = shown.length > 0 && shown.every((item) => surface(item) || (item.firstElementChild !== null && surface(item.firstElementChild)));
    const rows = new Map<number, DOMRect[]>();
    for (const box of items) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, boxes]) => boxes);
    // The fullest row says what the grid is (a first card across the row, then two, is still a grid of two).
    const first = ordered.reduce<DOMRect[]>((fullest, row) => (row.length > fullest.length ? row : fullest), []);
    const equal = first.every((box) => Math.abs(box.width - (first[0]?.width ?? 0)) <= 1);
    // A box that is not a list is a set of cards only when every item is one.
    if (first.length < (boxed ? 2 : 3) || !equal || (list.tagName === "DIV" && !boxed)) continue;
    const section = list.closest("section");
    grids.push({
      where: section?.id || section?.querySelector("h2")?.textContent || "(no section)",
      // Cards that hold a paragraph of running text (80 characters or more, in a paragraph or as a
      // described term's text), not just a title and a figure.
      prose: shown.some((item) => [...item.querySelectorAll(RUNNING_TEXT)].some((p) => (p.textContent?.trim().length ?? 0) >= 80)),
      // The narrowest of those paragraphs, in ems of its text: how many characters a line holds (about two an em).
      measure: Math.min(
        ...shown.flatMap((item) =>
          [...item.querySelectorAll(RUNNING_TEXT)]
            .filter((p) => (p.textContent?.trim().length ?? 0) >= 80)
            .map((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize)),
        ),
      ),
      // Labelled figures (a description list): read as one table of numbers, not as a set of cards.
      figures: list.tagName === "DL",
      rows: ordered.map((boxes) => ({
        count: boxes.length,
        left: Math.min(...boxes.map((b) => b.left)),
        right: Math.max(...boxes.map((b) => b.right)),
        widest: Math.max(...boxes.map((b) => b.width)),
      })),
    });
  }
  return grids;
}

/**
 * How far each section's content stops short of the right (and left) edge of its column, in pixels:
 * the rightmost text, image, control or box with a visible surface, against the section's content
 * box; whether it has any box, button or image, and whether it is the page's opening banner (the
 * section with the h1).
 */
function contentEdges() {
  const surface = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
      style.boxShadow !== "none" ||
      parseFloat(style.borderRightWidth) > 0 ||
      parseFloat(style.borderLeftWidth) > 0
    );
  };
  return [...document.querySelectorAll("main section")]
    .filter((section) => !section.parentElement?.closest("main section"))
    .map((section) => {
      const style = getComputedStyle(section);
      const box = section.getBoundingClientRect();
      const column = (section.firstElementChild ?? section).getBoundingClientRect();
      const edge = Math.min(box.right - parseFloat(style.paddingRight), column.right);
      const start = Math.max(box.left + parseFloat(style.paddingLeft), column.left);
      let [left, right] = [column.right, column.left];
      let boxes = false;
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) [left, right] = [Math.min(left, rect.left), Math.max(right, rect.right)];
        } else {
          const element = node as Element;
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || getComputedStyle(element).visibility === "hidden") continue;
          // An icon or a tick's disc beside a line of text is part of the text, not a box.
          const picture = element.matches("img, picture, input, select, textarea, button, iframe") || (element.matches("svg") && rect.width >= 48);
          if (picture || (surface(element) && rect.width >= 48)) {
            [left, right] = [Math.min(left, rect.left), Math.max(right, rect.right)];
            boxes = true;
          }
        }
      }
      const heading = section.querySelector("h1, h2")?.textContent?.trim() ?? section.id;
      const opening = section.querySelector("h1") !== null;
      return { where: heading, boxes, opening, empty: Math.round(edge - right), emptyLeft: Math.round(left - start), width: Math.round(edge - column.left) };
    });
}

/** The routes with a booking calendar, from the content. */
const calendarRoutes = rawPages()
  .filter((doc) => blocksOf(doc, "booking-widget").length > 0)
  .map((doc) => doc.path);

/**
 * Every button in the page's main content (a link or button with a surface of its own: a filled
 * background or a ring, and padding) whose label the browser lays out on more than one line.
 */
function brokenButtons() {
  return [...document.querySelectorAll<HTMLElement>("main a, main button")]
    .filter((element) => {
      const style = getComputedStyle(element);
      const surface = style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.boxShadow !== "none";
      return surface && parseFloat(style.paddingLeft) >= 12 && element.checkVisibility() && element.textContent?.trim();
    })
    .filter((element) => {
      // The label's text only: an icon beside it sits on the same line but not on its baseline.
      const lines = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.bottom));
      }
      return lines.size > 1;
    })
    .map((element) => element.textContent?.trim() ?? "");
}

/** The footer's opening hours, each line's times ("8:30 am – 5:30 pm") and how many lines they fill. */
function openingHourLines() {
  const times = /\d{1,2}(?::\d{2})?\s?[ap]m\s*[–-]\s*\d{1,2}(?::\d{2})?\s?[ap]m/i;
  return [...document.querySelectorAll("footer li")]
    .filter((item) => times.test(item.textContent ?? ""))
    .map((item) => {
      const match = times.exec(item.textContent ?? "");
      const [from, to] = [match?.index ?? 0, (match?.index ?? 0) + (match?.[0].length ?? 0)];
      // The characters of the match, across however many text nodes hold them.
      const range = document.createRange();
      let offset = 0;
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (from >= offset && from <= offset + length) range.setStart(node, from - offset);
        if (to >= offset && to <= offset + length) range.setEnd(node, to - offset);
        offset += length;
      }
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
      return { text: match?.[0] ?? "", lines: lines.size };
    });
}

/**
 * The email addresses in the page's main content that break inside the name before the "@" or
 * inside the domain after it ("hello@westline.exampl / e"); a break at the "@" reads fine.
 */
function brokenEmails() {
  return [...document.querySelectorAll('main a[href^="mailto:"]')]
    .filter((link) => {
      const text = link.textContent ?? "";
      const at = text.indexOf("@");
      // The lines the characters from..to take, across however many text nodes hold them.
      const lines = (from: number, to: number) => {
        const range = document.createRange();
        let offset = 0;
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (from >= offset && from <= offset + length) range.setStart(node, from - offset);
          if (to >= offset && to <= offset + length) range.setEnd(node, to - offset);
          offset += length;
        }
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size;
      };
      return at > 0 && (lines(0, at + 1) > 1 || lines(at + 1, text.length) > 1);
    })
    .map((link) => link.textContent ?? "");
}

/**
 * The tallest band of the booking calendar's box with nothing in it, in pixels: the box's top and
 * bottom edges and every line of text, control, image or icon inside it, from top to bottom.
 */
async function emptiestBand(page: Page) {
  return page.locator("[data-booking-embed]").evaluate((box) => {
    const outer = box.getBoundingClientRect();
    const spans: [number, number][] = [];
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.height > 0) spans.push([rect.top, rect.bottom]);
      } else if ((node as Element).matches("img, svg, input, select, textarea, button, iframe")) {
        const rect = (node as Element).getBoundingClientRect();
        if (rect.height > 0) spans.push([rect.top, rect.bottom]);
      }
    }
    let [reached, widest] = [outer.top, 0];
    for (const [top, bottom] of spans.sort(([a], [b]) => a - b)) {
      widest = Math.max(widest, top - reached);
      reached = Math.max(reached, bottom);
    }
    return Math.round(Math.max(widest, outer.bottom - reached));
  });
}

/**
 * The rows of figures (a label over its number) in the page's main content whose numbers do not
 * start at one height: a label that wraps pushing its number below its neighbours'.
 */
function unevenFigures() {
  const uneven: string[] = [];
  for (const list of document.querySelectorAll("main dl")) {
    const rows = new Map<number, Element[]>();
    for (const item of list.children) {
      const box = item.getBoundingClientRect();
      if (box.width === 0 || !item.querySelector("dt") || !item.querySelector("dd")) continue;
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), item]);
    }
    for (const items of rows.values()) {
      const tops = items.map((item) => Math.round(item.querySelector("dd")?.getBoundingClientRect().top ?? 0));
      if (Math.max(...tops) - Math.min(...tops) > 2) uneven.push(items.map((item) => item.querySelector("dt")?.textContent?.trim() ?? "").join(" | "));
    }
  }
  return uneven;
}

/**
 * The links in the page's main content that end in an arrow ("View report →") and break badly: the
 * arrow on a line of its own, or the last word and the arrow alone on the last line of a label of
 * three or more words ("Estimate borrowing / power →"). Each as the visitor reads it, " / " where a
 * line breaks.
 */
function strandedArrows() {
  // The words a visitor sees (text kept for screen readers left out), each with its line.
  const wordLines = (element: Element) => {
    const words: { word: string; line: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(".sr-only") || !parent.checkVisibility()) continue;
      for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = [...range.getClientRects()].find((r) => r.width > 0);
        if (rect) words.push({ word: match[0], line: Math.round(rect.bottom) });
      }
    }
    return words;
  };
  return [...document.querySelectorAll("main a")]
    .map(wordLines)
    .filter((words) => words.at(-1)?.word.endsWith("→"))
    .filter((words) => {
      const [arrow, last, before] = [words.at(-1), words.at(-2), words.at(-3)];
      const alone = arrow?.word === "→" && last?.line !== arrow.line;
      const orphan = words.length >= 4 && before !== undefined && before.line !== last?.line;
      return alone || orphan;
    })
    .map((words) => words.map(({ word, line }, i) => (i > 0 && words[i - 1]?.line !== line ? `/ ${word}` : word)).join(" "));
}

/**
 * Headings (and the line above a page's title), an article's contents, a table's cells and the
 * footer's lines in which a line breaks after a hyphen, splitting a word ("pre- / approval"), each
 * with the words either side: short lines of their own, where a split word reads as two.
 */
function hyphenBreaks() {
  const broken: string[] = [];
  for (const heading of document.querySelectorAll("main :is(h1, h2, h3, h4), main p:has(+ h1), main nav li, main :is(td, th), footer :is(li, p)")) {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      // The line of one character, from the bottom of its box.
      const line = (at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return Math.round([...range.getClientRects()].find((rect) => rect.width > 0)?.bottom ?? 0);
      };
      for (const match of text.matchAll(/\S-(?=\S)/g)) {
        const hyphen = match.index + 1;
        if (line(hyphen + 1) > line(hyphen)) broken.push(`${text.slice(Math.max(0, hyphen - 12), hyphen + 1)} / ${text.slice(hyphen + 1, hyphen + 13)}`);
      }
    }
  }
  return broken;
}

/**
 * The headings (and the line above a page's title) whose text runs past the right edge of the
 * heading's box or of the screen; not those in a row the visitor swipes sideways, which run off the
 * screen by design.
 */
function overflowingHeadings() {
  return [...document.querySelectorAll("main :is(h1, h2, h3, h4), main p:has(+ h1)")]
    .filter((heading) => {
      for (let box = heading.parentElement; box; box = box.parentElement) if (["auto", "scroll"].includes(getComputedStyle(box).overflowX)) return false;
      const edge = Math.min(heading.getBoundingClientRect().right, document.documentElement.clientWidth);
      const range = document.createRange();
      range.selectNodeContents(heading);
      return [...range.getClientRects()].some((rect) => rect.width > 0 && rect.right > edge + 0.5);
    })
    .map((heading) => heading.textContent?.trim() ?? "");
}

/**
 * A form's boxes (text, email, phone, a choice, a message) that line up with nothing: each is as
 * wide as another box of its form, or as the form's full width, or it stops somewhere of its own;
 * by the form's name and the field's label.
 */
function strayFields() {
  return [...document.querySelectorAll("main form")].flatMap((form) => {
    const boxes = [
      ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea",
      ),
    ]
      // The security check's answer is a sum's few digits, in a box sized for them on purpose beside its New question button.
      .filter((box) => !box.closest("[data-security-check]"))
      .filter((box) => box.getBoundingClientRect().width > 0 && getComputedStyle(box).visibility !== "hidden");
    const widths = boxes.map((box) => box.getBoundingClientRect().width);
    // The form's full width: the widest room a box is given (a box may stop short of its room).
    const widest = Math.max(...boxes.map((box) => box.parentElement?.getBoundingClientRect().width ?? 0));
    return boxes
      .filter((_, i) => {
        const width = widths[i] ?? 0;
        return Math.abs(width - widest) > 1 && widths.filter((other) => Math.abs(other - width) <= 1).length < 2;
      })
      .map((box) => `${form.getAttribute("name") ?? form.id} "${box.labels?.[0]?.textContent?.trim() ?? box.getAttribute("name")}"`);
  });
}

/** The row with the most items: the grid's full row, whichever row comes first. */
const fullest = <Row extends { count: number }>(rows: Row[]) =>
  rows.reduce<Row | undefined>((most, row) => (row.count > (most?.count ?? 0) ? row : most), undefined);

/** What the rules below read from one route at one width. */
interface RouteLayout {
  route: string;
  grids: ReturnType<typeof cellGrids>;
  edges: ReturnType<typeof contentEdges>;
  buttons: string[];
  /** Email addresses broken inside their name or domain. */
  emails: string[];
  /** How wide the page lays out, in pixels: wider than the screen pushes it sideways. */
  pageWidth: number;
  /** Rows of figures whose numbers start at different heights, by their labels. */
  figures: string[];
  /** Links ending in an arrow that break badly, " / " where a line breaks. */
  arrows: string[];
  /** Headings whose text runs past the screen's right edge. */
  overflowing: string[];
  /** Words in headings, contents, tables and the footer split at a hyphen, " / " where the line breaks. */
  hyphens: string[];
  /** Form fields as wide as no other box of their form, nor as its widest. */
  fields: string[];
  /** The footer's opening hours, read on the home page only. */
  hours?: ReturnType<typeof openingHourLines>;
}

/** Which of a route's measures the rules at a width read: those for wider screens are not taken on a phone. */
type Wanted = Record<Exclude<keyof RouteLayout, "route" | "pageWidth">, boolean>;

/**
 * The widths measured: a small phone (320 px: only that no heading runs off the screen), a phone
 * (390 px), a small tablet or a phone turned sideways (700 px, where cards first share a row), a
 * tablet, a small laptop and a laptop.
 */
const WIDTHS = [320, 390, 700, 768, 1024, 1280];
const HEIGHT = 900;

/**
 * What the rules at a width read, and so what is measured there. The rules about sections and
 * banners are written for the tablet and up, where a page has room beside its content; those about
 * cards sharing a row, and buttons' labels, hold wherever a row is wider than a phone's (640 px and up).
 */
function wantedAt(width: number): Wanted {
  const [phone, narrow, small] = [width < 768, width < 640, width < 390];
  return {
    grids: !small,
    figures: !small,
    arrows: !small,
    hyphens: !small,
    overflowing: small,
    buttons: !narrow,
    fields: !narrow,
    edges: !phone,
    emails: !phone,
    hours: !phone,
  };
}

/** The measures the rules read, by the name they are kept under: each a function run in the page. */
const MEASURES = {
  grids: cellGrids,
  edges: contentEdges,
  buttons: brokenButtons,
  emails: brokenEmails,
  figures: unevenFigures,
  arrows: strandedArrows,
  hyphens: hyphenBreaks,
  overflowing: overflowingHeadings,
  fields: strayFields,
  hours: openingHourLines,
} satisfies Record<keyof Wanted, () => unknown>;

/** Waits until the page is laid out again after a resize, and any transition that set off has ended. */
async function settle() {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * What the rules at this width read of the page as it is laid out now (after a resize, once it has
 * settled); what none reads is left empty. All of it in one call into the page, made of the
 * measures' own source as Playwright makes one of a function: a call for each measure was eleven
 * round trips to the browser a route and width, about 2,800 a run.
 */
async function measureRoute(page: Page, route: string, wanted: Wanted, resized: boolean): Promise<RouteLayout> {
  const taken = (Object.keys(MEASURES) as (keyof Wanted)[]).filter((name) => wanted[name] && (name !== "hours" || route === "/"));
  const read = (await page.evaluate(`(async () => {
    ${resized ? `await (${settle.toString()})();` : ""}
    return { pageWidth: document.documentElement.scrollWidth, ${taken.map((name) => `${name}: (${MEASURES[name].toString()})()`).join(", ")} };
  })()`)) as Omit<Partial<RouteLayout>, "route"> & Pick<RouteLayout, "pageWidth">;
  return { route, grids: [], edges: [], buttons: [], emails: [], figures: [], arrows: [], hyphens: [], overflowing: [], fields: [], ...read };
}

/**
 * Every route loaded once and measured at every width, the window resized between widths as a
 * visitor turning a tablet or widening a window would: loading each route again at each width cost
 * six times the loads (312 instead of 52), nine tenths of this file's CPU, for the same layouts.
 * The widths are taken in turn from either end, so each route starts at the width the last ended at.
 */
async function measureRoutes(browser: Browser, baseURL: string | undefined): Promise<Map<number, RouteLayout[]>> {
  const context = await browser.newContext({ baseURL, viewport: { width: WIDTHS[0] ?? 320, height: HEIGHT } });
  try {
    const page = await context.newPage();
    const measured = new Map(WIDTHS.map((width) => [width, [] as RouteLayout[]]));
    for (const [index, route] of routes.entries()) {
      await page.goto(route);
      for (const width of index % 2 ? [...WIDTHS].reverse() : WIDTHS) {
        const resized = page.viewportSize()?.width !== width;
        if (resized) await page.setViewportSize({ width, height: HEIGHT });
        measured.get(width)?.push(await measureRoute(page, route, wantedAt(width), resized));
      }
    }
    return measured;
  } finally {
    await context.close();
  }
}

test.describe(() => {
  // One worker loads every route once and measures it at every width, for all the rules; a rule
  // that fails restarts the worker, which measures again for the rules after it.
  test.describe.configure({ mode: "default" });
  let measured = new Map<number, RouteLayout[]>();
  test.beforeAll(async ({ browser }, testInfo) => {
    // Loads every route once and resizes it five times: longer than a test, shorter than loading each at each width.
    test.setTimeout(testInfo.timeout * 3);
    measured = await measureRoutes(browser, testInfo.project.use.baseURL);
  });

  for (const width of WIDTHS)
    test.describe(`at ${width} px`, () => {
      const narrow = width < 640;
      // Each rule below is guarded by the measure it reads.
      const wanted = wantedAt(width);
      let layouts: RouteLayout[] = [];
      test.beforeAll(() => {
        layouts = measured.get(width) ?? [];
      });

      // The rules below find nothing wrong in a page they did not read: this says they read it.
      test("the measures read every route: its sections where edges are checked, and the grids of cards the site has", () => {
        expect(layouts.map(({ route }) => route)).toEqual(routes);
        if (wanted.edges) expect(layouts.filter(({ edges }) => edges.length === 0).map(({ route }) => route)).toEqual([]);
        if (wanted.grids) expect(layouts.some(({ grids }) => grids.length > 0)).toBe(true);
      });

      if (wanted.grids)
        test("no grid of cards or figures ends in a gap or a stretched card: a short last row is centred under the full ones, each item as wide as theirs", () => {
          const problems: string[] = [];
          for (const { route, grids } of layouts) {
            for (const grid of grids) {
              const [first, last] = [fullest(grid.rows), grid.rows.at(-1)];
              if (!first || !last || last.count === first.count) continue;
              const counts = grid.rows.map((row) => row.count).join(" + ");
              // Figures may share a short last row between them (they read as one table of numbers).
              if (!grid.figures && last.widest > first.widest + 2)
                problems.push(
                  `${route} ${grid.where}: ${counts}, the last row's ${last.count === 1 ? "one item" : "items"} ${Math.round(last.widest)} px wide under items of ${Math.round(first.widest)} px`,
                );
              const [before, after] = [last.left - first.left, first.right - last.right];
              if (Math.abs(before - after) > 2)
                problems.push(
                  `${route} ${grid.where}: ${counts}, last row ${Math.round(before)} px in from the left and ${Math.round(after)} px from the right`,
                );
            }
          }
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.grids && !narrow)
        test("no grid of cards ends in one card alone on its row under a row of two or more, and a grid of figures fills every row", () => {
          const problems: string[] = [];
          for (const { route, grids } of layouts) {
            for (const grid of grids) {
              const [first, last] = [fullest(grid.rows), grid.rows.at(-1)];
              if (!first || !last || grid.rows.length < 2) continue;
              const counts = grid.rows.map((row) => row.count).join(" + ");
              if (last.count === 1) problems.push(`${route} ${grid.where}: ${counts}, the last one alone on its row`);
              else if (grid.figures && (Math.abs(last.left - first.left) > 2 || Math.abs(last.right - first.right) > 2))
                problems.push(
                  `${route} ${grid.where}: ${counts} figures, the last row ${Math.round(last.right - last.left)} px wide under ${Math.round(first.right - first.left)}`,
                );
            }
          }
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.grids && !narrow)
        test("no card of running text is squeezed to fewer than 12 ems a line (about 25 characters) where cards share a row: fewer, wider cards instead", () => {
          const problems = layouts.flatMap(({ route, grids }) =>
            grids
              .filter(({ prose, measure }) => prose && measure < 12)
              .map(({ where, rows, measure }) => `${route} ${where}: ${rows.map((row) => row.count).join(" + ")}, ${measure.toFixed(1)} ems a line`),
          );
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.figures)
        test("figures side by side have their numbers at one height, however their labels wrap", () => {
          const problems = layouts.flatMap(({ route, figures }) => figures.map((labels) => `${route}: ${labels}`));
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.arrows)
        test("no link's arrow is left on a line of its own, or with only the label's last word", () => {
          const problems = layouts.flatMap(({ route, arrows }) => arrows.map((link) => `${route} "${link}"`));
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.hyphens)
        test("no heading, line of an article's contents, table cell or footer line breaks a word at its hyphen", () => {
          const problems = layouts.flatMap(({ route, hyphens }) => hyphens.map((words) => `${route} "${words}"`));
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.grids && width === 768)
        test("cards of running text are set at most three to a row on a tablet", () => {
          const problems = layouts.flatMap(({ route, grids }) =>
            grids
              .filter(({ prose, rows }) => prose && (fullest(rows)?.count ?? 0) > 3)
              .map(({ where, rows }) => `${route} ${where}: ${fullest(rows)?.count} to a row`),
          );
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.edges)
        test("no section of boxes or buttons stops more than a fifth of the way short of the right edge, beside nothing", () => {
          const problems: string[] = [];
          for (const { route, edges } of layouts) {
            // Sections of running text alone (no box, button or image) are left out: a column of text a
            // readable width is not a gap.
            for (const section of edges.filter(({ boxes }) => boxes))
              if (section.empty > section.width / 5) problems.push(`${route} "${section.where}": ${section.empty} of ${section.width} px empty on the right`);
          }
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.emails)
        test("no email address breaks inside its name or its domain", () => {
          const problems = layouts.flatMap(({ route, emails }) => emails.map((email) => `${route} ${email}`));
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.overflowing)
        test("no heading runs past the right edge of a small phone's screen, its hyphenated words kept whole or not", () => {
          const problems = layouts.flatMap(({ route, overflowing }) => overflowing.map((heading) => `${route} "${heading}"`));
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      test("no page is wider than the screen: nothing pushes it sideways, and nothing is cut at its right edge", () => {
        const problems = layouts.filter(({ pageWidth }) => pageWidth > width).map(({ route, pageWidth }) => `${route}: ${pageWidth} px wide`);
        expect(layouts.length, "routes measured").toBe(routes.length);
        expect(problems).toEqual([]);
      });

      if (wanted.edges)
        test("no page opens with a banner whose text fills half the width beside nothing: it reaches across, or is centred", () => {
          const problems: string[] = [];
          for (const { route, edges } of layouts) {
            for (const section of edges.filter(({ opening }) => opening)) {
              const centred = Math.abs(section.empty - section.emptyLeft) <= 16;
              if (section.empty > section.width / 5 && !centred)
                problems.push(`${route} "${section.where}": ${section.empty} of ${section.width} px empty on the right, ${section.emptyLeft} on the left`);
            }
          }
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.buttons)
        test("no button's label breaks over two lines", () => {
          const problems: string[] = [];
          for (const { route, buttons } of layouts) for (const label of buttons) problems.push(`${route} "${label}"`);
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.fields)
        test("every field of a form is as wide as another of its fields, or as its widest: none lines up with nothing", () => {
          const problems = layouts.flatMap(({ route, fields }) => fields.map((field) => `${route} ${field}`));
          expect(layouts.length, "routes measured").toBe(routes.length);
          expect(problems).toEqual([]);
        });

      if (wanted.hours)
        test("the footer's opening times each stay on one line", () => {
          const hours = layouts.find(({ route }) => route === "/")?.hours ?? [];
          expect(hours.length, "opening hours in the footer").toBeGreaterThan(0);
          expect(hours.filter(({ lines }) => lines > 1)).toEqual([]);
        });
    });
});

// The booking calendar's box on a tablet and wider, on pages loaded at that width.
for (const width of WIDTHS.filter((width) => width >= 768))
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });
    for (const answer of ["cannot load", "still loading"] as const)
      test(`while the booking calendar is ${answer}, its box holds no empty band taller than 80 px`, async ({ page }) => {
        await page.route(CALENDLY_SCRIPT, (route) => (answer === "cannot load" ? route.abort("internetdisconnected") : undefined));
        const problems: string[] = [];
        for (const route of calendarRoutes) {
          await page.goto(route);
          await page.locator("[data-booking-embed]").scrollIntoViewIfNeeded();
          if (answer === "cannot load") await expect(page.locator("[data-booking-embed]")).toHaveAttribute("data-state", "failed");
          const band = await emptiestBand(page);
          if (band > 80) problems.push(`${route}: ${band} px with nothing in it`);
        }
        expect(problems).toEqual([]);
      });
  });
