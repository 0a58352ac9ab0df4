/**
 * `npm run gen` writes what is derived from schemas/: schemas/block.schema.json,
 * src/generated/content-types.ts, src/generated/block-registry.ts, the forms' list (schemas/common/form-name.schema.json,
 * src/generated/forms.ts, form-components.ts) and src/generated/form-validators/. `npm run gen:check` writes nothing and
 * exits 1 when any is stale, or is in src/generated but no longer generated (`npm run gen` removes those). Both first check the schemas' conventions (src/content/schema-conventions.ts) and exit 1
 * with `file:line:col  pointer  message` for each one broken.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BlockFolderMismatch, generate, orphanedGeneratedFiles, staleGeneratedFiles } from "../src/content/generate-code.ts";
import { SchemaConventionError } from "../src/content/schema-conventions.ts";

const root = process.cwd();
/** `--quiet`: no line for each file written (the install's own run says nothing unless it fails). */
const quiet = process.argv.includes("--quiet");
try {
  if (process.argv.includes("--check")) {
    const stale = await staleGeneratedFiles(root);
    for (const file of stale) console.error(`${file} is stale: run \`npm run gen\` and commit the result.`);
    if (stale.length) process.exit(1);
    console.log("generated files are up to date");
  } else {
    const written = new Set<string>();
    await generate(root, ({ file, content }) => {
      written.add(file);
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
      if (!quiet) console.log(`wrote ${file}`);
    });
    for (const file of orphanedGeneratedFiles(root, written)) {
      rmSync(path.join(root, file));
      console.log(`removed ${file}: nothing generates it any more`);
    }
  }
} catch (error) {
  if (error instanceof BlockFolderMismatch || error instanceof SchemaConventionError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error("gen: failed:", error);
  process.exit(2);
}
