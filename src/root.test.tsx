// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root.tsx";

// No router runs in the browser in production, so a routing failure can only happen while
// prerendering or in `npm run dev`; this drives the root's error boundary through a router directly.
describe("root error boundary", () => {
  it("shows Unexpected Application Error with the status", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Stub = createRoutesStub([
      {
        path: "/",
        loader: () => {
          throw data(null, { status: 404, statusText: "Not Found" });
        },
        Component: () => null,
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Stub initialEntries={["/"]} />));
    await vi.waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Unexpected Application Error"));
    expect(container.querySelector("[data-testid=error-detail]")?.textContent).toBe("404 Not Found");
    await act(async () => root.unmount());
  });
});
