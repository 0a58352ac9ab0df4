import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Data flows one way: content → validate → expand → render → HTML. Each layer imports only from the
 * layers before it; a module that needs something from a later layer is in the wrong place (or
 * should be handed the value by its caller). Tests and scripts compose layers and are not bound.
 */
/**
 * Each block's content checks (src/blocks/<type>/checks.ts) run inside the content pipeline, so they
 * belong to its layer, not the blocks': they may import only what the pipeline may, and the
 * pipeline's generated list of them (src/generated/block-checks.ts) may import them (the files
 * that exist, since an exception to a folder is a list of paths).
 */
const BLOCK_CHECKS_FILES = "src/blocks/*/checks.ts";
const BLOCK_CHECKS = readdirSync(path.join(import.meta.dirname, "src/blocks"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(import.meta.dirname, "src/blocks", entry.name, "checks.ts")))
  .map((entry) => `src/blocks/${entry.name}/checks.ts`);
const LAYERS = [
  {
    name: "the base (helpers and generated types)",
    paths: [
      "src/lib",
      "src/generated/content-types.ts",
      "src/generated/facts.ts",
      "src/generated/forms.ts",
      "src/generated/form-schemas.ts",
      "src/generated/form-validators",
    ],
  },
  { name: "the calculators' arithmetic", paths: ["src/calculators"] },
  { name: "the content pipeline", paths: ["src/content", "src/generated/block-checks.ts", BLOCK_CHECKS_FILES] },
  // What the renderer knows of the site and the page, and the contract every block is written to.
  { name: "the site, analytics and the block contract", paths: ["src/site", "src/analytics", "src/blocks/define-block.ts", "src/blocks/block-component.ts"] },
  // Booking reports to analytics, never the reverse.
  { name: "components and booking", paths: ["src/ui", "src/booking"] },
  { name: "forms and the calculators' screens", paths: ["src/forms", "src/calculator-ui"] },
  {
    name: "blocks and the chrome",
    paths: ["src/blocks", "src/chrome", "src/generated/block-registry.ts", "src/generated/block-behaviours.ts", "src/generated/form-components.ts"],
  },
  { name: "routes and the browser runtime", paths: ["src/routes", "src/root.tsx", "src/entry.server.tsx", "src/client"] },
  // Storage (the databases) is below the server and the back office: both use it, it uses neither.
  { name: "storage (the databases)", paths: ["src/storage"] },
  { name: "the server, the back office and the editor", paths: ["src/server", "src/admin", "src/editor"] },
];
const BLOCK_CONTRACT = ["./define-block.ts", "./block-component.ts"];
const TEST_FILES = "**/*.{test,spec}.{ts,tsx,js,mjs}";
const HOOK_FILES = ["**/*.tsx", "src/**/*.ts"];

function layerZones() {
  return LAYERS.flatMap((layer, index) =>
    LAYERS.slice(index + 1).flatMap((later) =>
      later.paths.map((from) => ({
        target: layer.paths,
        from,
        // The block contract sits below the blocks themselves, so the layers above it may use it.
        except: from === "src/blocks" ? [...(index >= 3 ? BLOCK_CONTRACT : []), ...BLOCK_CHECKS.map((file) => `./${file.slice("src/blocks/".length)}`)] : [],
        message: `Data flows one way (content → validate → expand → render → HTML): ${layer.name} may not import ${later.name} (${from}). Move the shared code down a layer, or have the caller pass the value in; the layers are listed in eslint.config.js.`,
      })),
    ),
  );
}

export default tseslint.config(
  // ajv's standalone validators: generated, checked for freshness by gen:check, importing only ajv's
  // runtime; a third of the lint time was spent reading their 2.5 MB (4.2 MB with the content checks).
  {
    ignores: [
      "**/build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
      "src/generated/editor-validators/*.js",
      "src/generated/form-validators/*.js",
      "src/generated/content-validators.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    // Imports name their files with extensions (./x.ts), so the plain Node resolver finds them all.
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"], espree: [".js", ".mjs"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Data flows one way (content → validate → expand → render → HTML): no module imports itself back.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // A `virtual:` module is made by a Vite plugin at build time (scripts/lib/site-theme-plugin.ts,
      // scripts/lib/site-blocks-plugin.ts), not a file to find.
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:"] }],
    },
  },
  // A test or spec file is imported by nothing (the rule below holds that), so no cycle can pass
  // through it; following its imports through the whole site only to find none took a third of
  // no-cycle's time. Every file a cycle could pass through is still checked.
  {
    files: [TEST_FILES],
    rules: { "import-x/no-cycle": "off" },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/\\.(test|spec)\\.[cm]?[jt]sx?$/], ImportExpression[source.value=/\\.(test|spec)\\.[cm]?[jt]sx?$/]",
          message: "A test file is imported by nothing (import-x/no-cycle skips test files on that ground): move what is shared to a helper file.",
        },
      ],
    },
  },
  // The React hooks rules (the React Compiler's analysis) read only where a component or a hook can
  // be: a .tsx file, or the site's code. Run on every script and test too they were the slowest
  // rule by far; a .ts file outside src/ that wants a React hook is refused below, so none slips by.
  {
    files: HOOK_FILES,
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,js,mjs}"],
    ignores: HOOK_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "**/use-*"],
              importNamePattern: "^use",
              message: "Hooks are checked by the React hooks rules only in .tsx files and src/ (eslint.config.js): write this in a .tsx file.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones() }] },
  },
  {
    // React hydrates a Suspense boundary after the rest of its island; the island counts an
    // IslandSuspense, so it does not say it is ready while the boundary's content is not yet React's.
    files: ["src/blocks/*/**/*.tsx", "src/forms/**/*.tsx", "src/calculators/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["Suspense"],
              message: "Inside a block, use IslandSuspense (src/ui/IslandSuspense.tsx): the island waits for it before it says it is ready.",
            },
          ],
        },
      ],
    },
  },
);
