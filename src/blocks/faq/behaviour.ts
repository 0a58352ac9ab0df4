/**
 * The FAQ's browser behaviour, without React: the prerendered accordion's buttons open and close
 * their answers. Loaded only on pages with an FAQ block.
 */
import type { BlockBehaviour } from "../define-block.ts";

/** One FAQ answer open at a time, and an open answer can be closed again. */
const installAccordions: BlockBehaviour = (document) => {
  const setOpen = (trigger: Element, open: boolean) => {
    const state = open ? "open" : "closed";
    trigger.setAttribute("aria-expanded", String(open));
    const item = trigger.closest<HTMLElement>("[data-accordion-item]");
    if (item) item.dataset.state = state;
    const answer = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (answer) answer.dataset.state = state;
  };
  const onClick = (event: MouseEvent) => {
    const trigger = event.target instanceof Element ? event.target.closest("[data-accordion-trigger]") : null;
    const accordion = trigger?.closest("[data-accordion]");
    if (!trigger || !accordion) return;
    const open = trigger.getAttribute("aria-expanded") !== "true";
    for (const other of accordion.querySelectorAll("[data-accordion-trigger][aria-expanded='true']")) setOpen(other, false);
    setOpen(trigger, open);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
};

export default installAccordions;
