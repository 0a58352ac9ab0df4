/**
 * A site's build leaves out the browser scripts of the kernel forms it does not list by finding
 * each listed form's script where form-scripts.ts imports it from (kernelFormScript): every entry
 * of that list is there, under that name, and no other kernel form has a script it would miss.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { kernelFormScript } from "../../scripts/build-client.ts";
import { FORM_SCRIPTS } from "../../src/forms/enhance/form-scripts.ts";
import { FORM_NAMES, type FormName } from "../../src/generated/forms.ts";

describe("the kernel forms' browser scripts, as a narrowed build finds them", () => {
  it("finds every script form-scripts.ts lists where the build looks, as the same function", async () => {
    const listed = Object.entries(FORM_SCRIPTS) as [FormName, unknown][];
    expect(listed.length).toBeGreaterThan(0);
    for (const [name, script] of listed) {
      const { file, exported } = kernelFormScript(name);
      expect((await import(file))[exported], `${name}: ${exported} in ${file}`).toBe(script);
    }
  });

  it("finds no script for a kernel form the list leaves out", () => {
    const unlisted = FORM_NAMES.filter((name) => !(name in FORM_SCRIPTS));
    expect(unlisted.filter((name) => existsSync(kernelFormScript(name).file))).toEqual([]);
  });
});
