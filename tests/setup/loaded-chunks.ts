/**
 * Component test files share one module graph (vitest.config.ts: isolate: false). The forms and
 * the blocks that ask for their own chunk are React.lazy: a render that does not wait
 * for one (renderToString) starts loading it, and if the file ends first the load fails when the
 * environment is torn down, and the lazy component stays failed for every later file in that
 * worker (CI saw BookingWidget.test.tsx render no call-back form after block-markup.test.tsx).
 * Loading every chunk before each file means no load is ever under way when a file ends.
 */
import { blockDefinitions } from "../../src/generated/block-registry.ts";
import { formLoaders } from "../../src/generated/form-components.ts";

await Promise.all([
  ...Object.values(formLoaders).map((load) => load()),
  ...Object.values(blockDefinitions).map(({ component }) => ("load" in component ? component.load() : undefined)),
]);
