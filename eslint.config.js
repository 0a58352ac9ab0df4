import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".tmp/"] },
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
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Data flows one way (content → validate → expand → render → HTML): no module imports itself back.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-unresolved": "error",
    },
  },
  {
    // React hydrates a Suspense boundary after the rest of its island; the island counts an
    // IslandSuspense, so it does not say it is ready while the boundary's content is not yet React's.
    files: ["src/blocks/*/**/*.tsx", "src/forms/**/*.tsx", "src/calculators/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "react", importNames: ["Suspense"], message: "Inside a block, use IslandSuspense (src/ui/IslandSuspense.tsx): the island waits for it before it says it is ready." }] }],
    },
  },
);
