/**
 * `npm run validate [folder]`: checks pages.config/ and prints every problem as
 * `file:line:col  path  message`, then as warnings what needs attention but does not stop a build
 * (figures to review within 30 days, HTML or Markdown a page would show as typed). Exit 0 when clean (warnings or not), 1 for content problems, 2 when the tool fails.
 * Review dates are checked against today in Sydney.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "../src/content/content-files.ts";
import { loadSite } from "../src/content/load-site.ts";
import { formatProblem } from "../src/content/problems.ts";

const root = path.resolve(process.argv[2] ?? process.cwd());
if (!existsSync(path.join(root, CONTENT_DIR))) {
  console.error(`validate: there is no ${CONTENT_DIR}/ folder in ${root}; run it from the project folder or name one.`);
  process.exit(2);
}
try {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const { problems, warnings, files } = loadSite(root);
  const cpu = process.cpuUsage(cpuBefore);
  // Wall time and, since a busy machine stretches wall time, the CPU time the check itself used.
  const seconds = `${((performance.now() - started) / 1000).toFixed(2)} s (${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU)`;
  for (const problem of problems) console.error(formatProblem(problem));
  // Not wrong yet (due soon) or not wrong enough to stop a build (markup shown as typed): shown every time.
  for (const warning of warnings) console.error(`warning: ${formatProblem(warning)}`);
  if (problems.length) {
    const fileCount = new Set(problems.map((p) => p.file)).size;
    console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"} in ${fileCount} file${fileCount === 1 ? "" : "s"} (${files} files checked in ${seconds})`);
    process.exit(1);
  }
  console.log(`${CONTENT_DIR}/ is valid: ${files} files checked in ${seconds}`);
} catch (error) {
  console.error("validate: the checker itself failed:", error);
  process.exit(2);
}
