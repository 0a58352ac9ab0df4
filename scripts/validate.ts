/**
 * `npm run validate`: checks pages.config/ and prints every problem as
 * `file:line:col  path  message`. Exit 0 when clean, 1 for content problems, 2 when the tool fails.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { SITE_FILE } from "../src/content/load-content.ts";
import { ContentValidator, formatProblem } from "../src/content/validate-content.ts";

const root = path.resolve(process.argv[2] ?? process.cwd());
if (!existsSync(path.join(root, SITE_FILE))) {
  console.error(`validate: there is no ${SITE_FILE} in ${root}; run it from the project folder or name one.`);
  process.exit(2);
}
try {
  const started = performance.now();
  const { problems, files } = new ContentValidator().validate(root);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length) {
    const fileCount = new Set(problems.map((p) => p.file)).size;
    console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"} in ${fileCount} file${fileCount === 1 ? "" : "s"} (${files} files checked in ${seconds} s)`);
    process.exit(1);
  }
  console.log(`pages.config/ is valid: ${files} files checked in ${seconds} s`);
} catch (error) {
  console.error("validate: the checker itself failed:", error);
  process.exit(2);
}
