/** The not-found page's browser behaviour. Loaded only on the not-found page. */
import type { BlockBehaviour } from "../define-block.ts";

/** The missing path is logged, so broken inbound links show up in the browser console. */
const logNotFound: BlockBehaviour = (document) => {
  if (document.querySelector("[data-not-found]")) console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  return () => {};
};

export default logNotFound;
