// `npm install` and `npm ci` end here: the compiled validators are a build cache that git does not
// keep (.gitignore), so a fresh clone gets them from `npm run gen` before anything needs them. An
// install without the devDependencies (`npm ci --omit=dev`, a host that only serves an existing
// build) cannot generate code and does not need to: its server bundle already holds them.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
try {
  require.resolve("json-schema-to-typescript");
} catch {
  console.log("postinstall: no devDependencies installed, so the generated validators are not written (a build needs them: npm install)");
  process.exit(0);
}
const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/generate.ts", "--quiet"], { stdio: "inherit" });
process.exit(run.status ?? 1);
