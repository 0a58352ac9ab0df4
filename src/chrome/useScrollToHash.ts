import { useEffect } from "react";
import { useLocation } from "react-router";

export const SCROLL_RETRY_MS = 150;

/**
 * SPEC: on route or hash change, scroll smoothly to the anchor, or to the top when there is none;
 * if the anchor is not rendered yet, try once more after 150 ms.
 */
export function useScrollToHash() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    if (!hash) {
      window.scrollTo({ top: 0, behavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior, block: "start" });
      return Boolean(target);
    };
    if (scroll()) return;
    const timer = window.setTimeout(scroll, SCROLL_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
}
