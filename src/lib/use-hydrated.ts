import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards: what only makes sense
 * with JavaScript (a disabled submit, the security question) renders after hydration, so the
 * prerendered HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
