import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { completeLockfile, platformOf } from "../../scripts/complete-lockfile.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("package-lock.json", () => {
  it("lists every platform build its packages name, so npm ci accepts it on any machine", () => {
    const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as Parameters<typeof completeLockfile>[0];
    expect(completeLockfile(lock)).toEqual({ added: [], unknown: [] });
  });

  it.each([
    ["@rollup/rollup-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@rollup/rollup-linux-x64-musl", { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
    ["@tailwindcss/oxide-linux-arm-gnueabihf", { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }],
    ["@unrs/resolver-binding-android-arm-eabi", { os: ["android"], cpu: ["arm"] }],
    ["@tailwindcss/oxide-wasm32-wasi", { cpu: ["wasm32"] }],
    ["fsevents", undefined],
  ])("reads the platform of %s from its name", (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it("adds a missing platform build as an optional entry of the version its parent names", () => {
    const lock = {
      packages: { "": {}, "node_modules/rollup": { version: "4.0.0", dev: true, optionalDependencies: { "@rollup/rollup-win32-x64-msvc": "4.0.0" } } },
    };
    expect(completeLockfile(lock).added).toEqual(["@rollup/rollup-win32-x64-msvc@4.0.0"]);
    expect(lock.packages).toHaveProperty(["node_modules/@rollup/rollup-win32-x64-msvc"], {
      version: "4.0.0",
      os: ["win32"],
      cpu: ["x64"],
      dev: true,
      optional: true,
    });
  });
});
