/**
 * Data flows one way (content → validate → expand → render → HTML), and `npm run lint` holds the
 * code to it: a module that imports from a later layer fails lint. Each case lints a scratch module
 * as if it sat in the named folder, with the project's own ESLint configuration.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
// The project's own configuration, running only the rule these cases are about: the rest (the
// React Compiler's, the import cycle walk over every module) cost most of this file's time for
// messages it filters out anyway.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === "import-x/no-restricted-paths" });

async function directionProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
}

describe("the direction of imports", () => {
  it.each([
    [
      "the calculators' arithmetic importing a block's screen",
      "src/calculators/scratch.ts",
      'import { CalculatorLayout } from "../calculator-ui/CalculatorLayout.tsx";\nexport const x = CalculatorLayout;\n',
    ],
    [
      "the content pipeline importing the block registry",
      "src/content/scratch.ts",
      'import { blockDefinitions } from "../generated/block-registry.ts";\nexport const x = blockDefinitions;\n',
    ],
    [
      "the site's head importing blocks",
      "src/site/scratch.ts",
      'import { pageStructuredData } from "../blocks/structured-data.ts";\nexport const x = pageStructuredData;\n',
    ],
    [
      "a component importing the server",
      "src/ui/scratch.ts",
      'import { baseSecurityHeaders } from "../server/security-headers.ts";\nexport const x = baseSecurityHeaders;\n',
    ],
    [
      "a block importing the browser runtime",
      "src/blocks/faq/scratch.ts",
      'import { whenWanted } from "../../client/when-wanted.ts";\nexport const x = whenWanted;\n',
    ],
    ["a block's content checks importing its component", "src/blocks/faq/checks.ts", 'import { Faq } from "./Faq.tsx";\nexport const x = Faq;\n'],
    [
      "a block's content checks importing the site's components",
      "src/blocks/faq/checks.ts",
      'import { useSite } from "../../site/site-context.tsx";\nexport const x = useSite;\n',
    ],
    [
      "analytics importing booking",
      "src/analytics/scratch.ts",
      'import { CALENDLY_ORIGIN } from "../booking/calendly.ts";\nexport const x = CALENDLY_ORIGIN;\n',
    ],
  ])("fails lint for a back-edge: %s", async (_name, file, code) => {
    const problems = await directionProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("Data flows one way");
  });

  it.each([
    [
      "a block importing the calculators' arithmetic and the contract",
      "src/blocks/faq/scratch.ts",
      'import { wholeDollars } from "../../calculators/money.ts";\nimport type { JsonLd } from "../define-block.ts";\nexport const x: [typeof wholeDollars, JsonLd?] = [wholeDollars];\n',
    ],
    ["booking reporting to analytics", "src/booking/scratch.ts", 'import { track } from "../analytics/analytics.ts";\nexport const x = track;\n'],
    [
      "a block's content checks importing the pipeline's contract",
      "src/blocks/faq/checks.ts",
      'import { defineChecks } from "../../content/block-check-contract.ts";\nexport const x = defineChecks;\n',
    ],
    ["the server importing the content pipeline", "src/server/scratch.ts", 'import { listFiles } from "../content/files.ts";\nexport const x = listFiles;\n'],
  ])("lets the data flow forward: %s", async (_name, file, code) => {
    expect(await directionProblems(file, code)).toEqual([]);
  });
});
