/**
 * React hydrates what is inside a Suspense boundary in a later pass than the rest of its root, so an
 * island that reported itself ready after its own first commit could still hold a prerendered form
 * that is not yet React's (a click there would post natively). The island's own boundary and every
 * Suspense boundary inside an interactive block is an IslandSuspense: the island
 * (src/client/islands.tsx) counts them and says it is ready only once each one's content has
 * rendered hydrated.
 */
import { createContext, Suspense, useContext, useEffect, useLayoutEffect, type ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

/** An island's count of boundaries still to hydrate. */
export interface PendingParts {
  add(): void;
  done(): void;
}

export const PendingPartsContext = createContext<PendingParts | null>(null);

function PartHydrated({ parts }: { parts: PendingParts | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) parts?.done();
  }, [hydrated, parts]);
  return null;
}

export function IslandSuspense({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const parts = useContext(PendingPartsContext);
  // Layout effects run in the commit that creates the boundary, before any passive effect: the
  // island cannot report itself ready before it has counted this part.
  useLayoutEffect(() => parts?.add(), [parts]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartHydrated parts={parts} />
    </Suspense>
  );
}
