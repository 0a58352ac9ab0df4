import path from "node:path";

/**
 * Where a build's page inputs (page-inputs.ts) are kept: beside its client folder, never served,
 * as ".<folder>.page-inputs.json" (build/.client.page-inputs.json). A publish that moves the
 * folder moves this file with it, or the next build after a change renders every page.
 */
export const pageInputsFile = (client: string) => path.join(path.dirname(path.resolve(client)), `.${path.basename(path.resolve(client))}.page-inputs.json`);
