/**
 * Calls `task` once, when `element` comes within `margin` of the viewport. Browsers without
 * IntersectionObserver get it at once, as they would have without the optimisation.
 */
export function whenNear(element: Element, margin: string, task: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
