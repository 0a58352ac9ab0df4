import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/*
 * The site's one toast area, mounted once in the root layout. Its code (sonner) loads only when a
 * component that toasts asks for it, so pages without a form do not download it. Toasts raised
 * before it mounts are kept by sonner and shown when it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by a component that may show toasts (the forms). */
export function useToaster(): void {
  useEffect(() => {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  }, []);
}

const Toaster = lazy(() => import("./Toaster.tsx"));

export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
