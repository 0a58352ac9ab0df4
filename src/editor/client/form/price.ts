/** A price as people type it: the one reading of it, shared with the content checks' messages. */
export { parsePrice } from "../../../lib/typed-price.ts";
