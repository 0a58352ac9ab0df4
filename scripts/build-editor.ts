/**
 * Builds the content editor's page for the back office (/admin/content on the production server)
 * into the site's build folder (build/editor-client for the main site): the same page `npm run edit` builds into its cache. Part of npm run build.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { editorClientDir } from "../src/content/content-files.ts";
import { buildEditorClient } from "../src/editor/server/client-build.ts";

const EDITOR_CLIENT_DIR = editorClientDir();

const started = performance.now();
rmSync(EDITOR_CLIENT_DIR, { recursive: true, force: true });
// Vite takes outDir from the editor's own folder unless it is absolute.
await buildEditorClient(path.resolve(EDITOR_CLIENT_DIR));
console.log(`editor page built: ${EDITOR_CLIENT_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
