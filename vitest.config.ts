import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they render components and call modules directly.

// npm test runs this tier niced beside the browser tests, on the CPU they leave, and CI may run
// beside another build, so a test may wait its turn for tens of seconds (a spawned tsx that loads
// the site took over 30 s so, and the Nu validator's one Java run over every page's blocks over
// 120 s on a machine running two other builds). The limit is there for a test that hangs, not for
// one that waits: one generous limit here, none per file. Speed is measured by the benchmark
// scripts instead.
const WAITS_ITS_TURN = { testTimeout: 300_000, hookTimeout: 300_000 };

export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker; the projects below are mostly waiting
    // (spawned servers, file system) or short, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      // Module-level state here is the loaded schemas and compiled validators, which files can share:
      // no file mocks a module, and the two that fake timers or globals restore them after each test.
      { test: { name: "node", include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"], environment: "node", isolate: false, ...WAITS_ITS_TURN } },
      // The real server in its own processes on loopback ports: slower and CPU-hungry, so given more
      // time and run after the other projects (groupOrder) rather than starving their timed spawns.
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/bundle-server.global.ts"],
          ...WAITS_ITS_TURN,
          sequence: { groupOrder: 1 },
        },
      },
      // Components are server-rendered as on a prerendered page; happy-dom only parses the markup.
      // Server renders keep no state between files, so the files share one module graph per worker
      // (a fresh happy-dom and React for each of 35 files cost three times the tests themselves).
      {
        test: {
          name: "components",
          include: ["src/**/*.test.tsx"],
          exclude: ["src/root.test.tsx"],
          environment: "happy-dom",
          isolate: false,
          ...WAITS_ITS_TURN,
        },
      },
      // A client render reads React's context values directly, and a server render that throws (as
      // Table.test.tsx expects one to) leaves them as they were: this one gets modules of its own.
      { test: { name: "client-render", include: ["src/root.test.tsx"], environment: "happy-dom", ...WAITS_ITS_TURN } },
    ],
  },
});
