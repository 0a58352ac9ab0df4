/**
 * When a page's islands are worth their React: at once if one is on screen when the page has
 * loaded, otherwise at the visitor's first sign of using the page (a scroll, key, touch, click,
 * focus or pointer move). A visitor who only reads what the first screen shows never downloads or
 * runs the framework; one who scrolls towards a form has it hydrated long before reaching it, and
 * anything typed into a form before then is kept (src/forms/typed-before-hydration.ts).
 */
const SIGNS_OF_USE = ["scroll", "wheel", "keydown", "pointerdown", "pointermove", "touchstart", "focusin"] as const;

export function whenWanted(islands: readonly Element[], start: () => void): void {
  let started = false;
  const go = (event?: Event) => {
    if (started || (event && isResting(event))) return;
    started = true;
    // Told to the islands entry (a bundle of its own), which then hydrates every island at once.
    if (event) document.documentElement.dataset.used = "true";
    for (const type of SIGNS_OF_USE) removeEventListener(type, go, { capture: true });
    start();
  };
  if (islands.some(onScreen)) return go();
  for (const type of SIGNS_OF_USE) addEventListener(type, go, { capture: true, passive: true });
}

/**
 * A pointer that has not moved: the browser re-reports a resting cursor (over the page as it loads,
 * or as content moves under it) so that hover styles follow. Nobody did anything.
 */
function isResting(event: Event): boolean {
  return event.type === "pointermove" && event instanceof PointerEvent && event.movementX === 0 && event.movementY === 0;
}

export function onScreen(island: Element): boolean {
  // An island is a display: contents box; its first child has the geometry.
  const box = (island.firstElementChild ?? island).getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight;
}
