import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { siteFormModules } from "../../src/content/generate-code.ts";
import { SITE_FORM_CODE, SITE_FORMS_DIR } from "../../src/content/site-forms.ts";
import { DEV_SITE_FORM_MODULE as DEV_FORM } from "../../src/forms/dev-site-form.ts";
import { listFiles } from "../../src/content/files.ts";

/** The module src/routes/page.tsx imports: it registers the site's own forms' components before any page renders. */
export const SITE_FORMS_MODULE = "virtual:pagekit/site-forms";
const RESOLVED = `\0${SITE_FORMS_MODULE}`;
/** Under `npm run dev`, the validator a site form's module imports: this prefix and its name. */
const DEV_VALIDATORS = "\0pagekit-site-form-validators:";

const KERNEL = path.resolve(import.meta.dirname, "../..");
/** What a site form's files import by name: its component's parts, and its script's. */
const SITE_FORM_API: Readonly<Record<string, string>> = {
  "pagekit/form": path.join(KERNEL, "src/forms/site-form.tsx"),
  "pagekit/form-script": path.join(KERNEL, "src/forms/site-form-script.ts"),
};
/** A kernel module bare imports are resolved from, as if the kernel had written them. */
const KERNEL_IMPORTER = path.join(KERNEL, "src/root.tsx");

/** The forms in the site's folder with a file of `kind` beside their schema, by name. */
function formsWith(formsDir: string, kind: keyof typeof SITE_FORM_CODE): string[] {
  const ending = SITE_FORM_CODE[kind];
  return listFiles(formsDir, (file) => !file.includes("/") && file.endsWith(ending))
    .map((file) => file.slice(0, -ending.length))
    .filter((name) => existsSync(path.join(formsDir, `${name}.schema.json`)));
}

/**
 * What the editor page built for a site takes from its forms/ folder: its forms' components (and
 * what they import beside them), hashed; "" for a site whose forms have none, which the kernel's
 * page draws from their schemas as they are.
 */
export function siteFormsKey(siteRoot: string): string {
  const formsDir = path.join(siteRoot, SITE_FORMS_DIR);
  if (!formsWith(formsDir, "component").length) return "";
  const hash = createHash("sha256");
  for (const file of listFiles(formsDir, (name) => !name.includes("/")).sort())
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(formsDir, file)));
  return hash.digest("hex").slice(0, 12);
}

/**
 * A site's own forms' code (src/content/site-forms.ts) in the renderer, from a site folder anywhere:
 * - the module src/routes/page.tsx (and the editor's preview) imports registers each form's component
 *   (`forms/<name>.tsx`), so the prerender, `pagekit dev` and the preview draw it as the form block
 *   draws a kernel form's;
 * - what those files import by name (React, `pagekit/form`, `pagekit/form-script`) is found in the
 *   kernel, as a site block's is (site-blocks-plugin.ts);
 * - Tailwind reads the site's forms folder for the classes its components use, in the site's
 *   stylesheet and the editor's;
 * - under `npm run dev`, each form's schema and validator, with its script, is a module the forms'
 *   script loads as it loads the build's (src/forms/enhance-forms.ts): a build compiles them
 *   (scripts/lib/site-form-validators.ts), the development server on request, from the files as they are.
 */
export function siteForms(siteRoot: string): Plugin {
  const formsDir = path.join(siteRoot, SITE_FORMS_DIR);
  // The site's stylesheet, and the editor's, which imports it for the preview.
  const stylesheets = [path.join(KERNEL, "src/app.css"), path.join(KERNEL, "src/editor/client/editor.css")];
  return {
    name: "kernel:site-forms",
    enforce: "pre",
    config: () => ({ server: { fs: { allow: [KERNEL, formsDir] } } }),
    async resolveId(id, importer) {
      if (id === SITE_FORMS_MODULE) return RESOLVED;
      if (id.startsWith(DEV_FORM) || id.startsWith(`\0${DEV_FORM}`)) return id.startsWith("\0") ? id : `\0${id}`;
      if (id.startsWith(DEV_VALIDATORS)) return id;
      if (!importer?.split("?")[0]?.startsWith(formsDir + path.sep) && !importer?.startsWith(`\0${DEV_FORM}`)) return undefined;
      const api = SITE_FORM_API[id];
      if (api) return api;
      if (/^[./\0]|^[a-z]+:/i.test(id)) return undefined;
      if (this.environment.name === "ssr" && this.environment.config.command === "build") return { id, external: true };
      return this.resolve(id, KERNEL_IMPORTER, { skipSelf: true });
    },
    async load(id) {
      if (id === RESOLVED) {
        const forms = formsWith(formsDir, "component");
        const file = (name: string) => path.join(formsDir, `${name}${SITE_FORM_CODE.component}`);
        for (const name of forms) this.addWatchFile(file(name));
        return [
          `import { registerSiteFormComponents } from ${JSON.stringify(SITE_FORM_API["pagekit/form"])};`,
          ...forms.map((name, index) => `import form${index} from ${JSON.stringify(file(name))};`),
          `registerSiteFormComponents([${forms.map((name, index) => `{ name: ${JSON.stringify(name)}, component: form${index} }`).join(", ")}]);`,
        ].join("\n");
      }
      if (id.startsWith(`\0${DEV_FORM}`) || id.startsWith(DEV_VALIDATORS)) {
        const name = id.startsWith(DEV_VALIDATORS) ? id.slice(DEV_VALIDATORS.length) : id.slice(DEV_FORM.length + 1);
        const schemaFile = path.join(formsDir, `${name}.schema.json`);
        if (!/^[a-z0-9-]+$/.test(name) || !existsSync(schemaFile)) return undefined;
        this.addWatchFile(schemaFile);
        const modules = await siteFormModules(name, JSON.parse(readFileSync(schemaFile, "utf8")) as Record<string, unknown>, "compiled by `npm run dev`");
        if (id.startsWith(DEV_VALIDATORS)) return modules.validators;
        const script = path.join(formsDir, `${name}${SITE_FORM_CODE.script}`);
        return [
          modules.form.replace(`"./${name}.validators.mjs"`, JSON.stringify(`${DEV_VALIDATORS}${name}`)),
          existsSync(script) ? `export { default as script } from ${JSON.stringify(script)};` : "",
        ].join("\n");
      }
      return undefined;
    },
    transform(code, id) {
      // Not `app.css?url` itself (a module exporting the address); Vite then compiles the stylesheet under its own id.
      if (!stylesheets.includes(id.split("?")[0] ?? "") || /[?&](?:url|raw)\b/.test(id) || !formsWith(formsDir, "component").length) return undefined;
      return { code: `${code}\n@source ${JSON.stringify(formsDir)};\n`, map: null };
    },
  };
}
