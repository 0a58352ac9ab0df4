/** docs/adding-a-suburb.md quotes lists that live elsewhere; it must not drift from them. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAUSIBLE } from "../../sites/westline/collections/suburbs/plausibility.ts";
import { TEXT_LIMITS } from "../../src/content/rules/text.ts";

const root = path.resolve(import.meta.dirname, "../..");
const guide = readFileSync(path.join(root, "docs/adding-a-suburb.md"), "utf8");

describe("the suburb authoring guide", () => {
  it("lists exactly the icon names the schema allows", () => {
    const icons = (JSON.parse(readFileSync(path.join(root, "schemas/common/icon.schema.json"), "utf8")) as { enum: string[] }).enum;
    const section = guide.slice(guide.indexOf("### Icon names"), guide.indexOf("In VS Code, type"));
    const listed = [...section.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).filter((name) => name !== "icon");
    expect(listed.sort()).toEqual([...icons].sort());
  });

  it("states the plausibility limits the validator uses", () => {
    const money = (n: number) => `$${n.toLocaleString("en-AU")}`;
    expect(guide).toContain(`${money(PLAUSIBLE.price.min)} to ${money(PLAUSIBLE.price.max)}`);
    expect(guide).toContain(`${money(PLAUSIBLE.weeklyRent.min)} to ${money(PLAUSIBLE.weeklyRent.max)}`);
    expect(guide).toContain(`${PLAUSIBLE.yieldPercent.min}% to ${PLAUSIBLE.yieldPercent.max}%`);
    expect(guide).toContain(`within ${PLAUSIBLE.houseYieldTolerance} percentage point`);
    expect(guide).toContain(`${PLAUSIBLE.vacancyPercent.min}% to ${PLAUSIBLE.vacancyPercent.max}%`);
    expect(guide).toContain(`−${-PLAUSIBLE.growthPercent.min}% to ${PLAUSIBLE.growthPercent.max}%`);
  });

  it("states the text lengths the validator allows, with the layout's reason", () => {
    for (const { max, why } of Object.values(TEXT_LIMITS)) {
      expect(guide).toContain(`${max.toLocaleString("en-AU")} characters`);
      expect(guide).toContain(why);
    }
  });
});
