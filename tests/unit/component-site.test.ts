/** The site the component tests render with (tests/render.tsx) is a valid site.json, and not the real one. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkFile } from "../../src/content/checked-file.ts";
import type { Problem } from "../../src/content/problems.ts";
import { schemaChecker, withSiteForms } from "../../src/content/schema-messages.ts";
import { mainSiteOwnForms } from "../other-sites-forms.ts";

const root = path.resolve(import.meta.dirname, "../..");
const FIXTURE = "tests/fixtures/component-site.json";
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as { brand: string; phone: { display: string }; broker: { name: string } };

describe("the component tests' site", () => {
  it("passes site.schema.json, so components get every field a real site has", () => {
    const problems: Problem[] = [];
    const file = checkFile(
      { file: FIXTURE, text: readFileSync(path.join(root, FIXTURE), "utf8") },
      "site.schema.json",
      // It lists the main site's own forms, which the pipeline adds to the kernel's (load-site.ts).
      withSiteForms(schemaChecker(path.join(root, "schemas")), mainSiteOwnForms()),
      problems,
    );
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual([]);
    expect(file?.valid).toBe(true);
  });

  it("differs from the real site's name, broker and phone, so no component test leans on them", () => {
    const fixture = read(FIXTURE);
    const real = read("sites/westline/pages.config/site.json");
    expect(fixture.brand).not.toBe(real.brand);
    expect(fixture.broker.name).not.toBe(real.broker.name);
    expect(fixture.phone.display).not.toBe(real.phone.display);
  });
});
