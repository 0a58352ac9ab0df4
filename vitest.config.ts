import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they render components and call modules directly.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "node", include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"], environment: "node" } },
      // The real server in its own processes on loopback ports: slower and CPU-hungry, so given more
      // time and run after the other projects (groupOrder) rather than starving their timed spawns.
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 30_000,
          sequence: { groupOrder: 1 },
        },
      },
      // Components are server-rendered as on a prerendered page; happy-dom only parses the markup.
      { test: { name: "components", include: ["src/**/*.test.tsx"], environment: "happy-dom" } },
    ],
  },
});
