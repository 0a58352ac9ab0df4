/**
 * When a page's islands are worth their React: at the visitor's first sign of using the page (a
 * scroll, key, touch, click, focus, pointer move or changed field). Until then the prerendered blocks are the page:
 * a calculator shows its worked example and takes typing, a form takes its details, and what was
 * typed is handed to the island when it hydrates (src/lib/typed-before-hydration.ts). A visitor
 * who only reads never downloads or runs the framework, and nothing competes with the first paint.
 */
// A changed field counts too: autofill and assistive technology can set one without a key or a pointer.
const SIGNS_OF_USE = ["scroll", "wheel", "keydown", "pointerdown", "pointermove", "touchstart", "focusin", "input", "change"] as const;

export function whenWanted(start: () => void): void {
  let started = false;
  const go = (event?: Event) => {
    if (started || (event && isResting(event))) return;
    started = true;
    // Told to the islands entry (a bundle of its own), which then hydrates every island at once.
    if (event) document.documentElement.dataset.used = "true";
    for (const type of SIGNS_OF_USE) removeEventListener(type, go, { capture: true });
    start();
  };
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
