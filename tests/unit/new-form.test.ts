// @vitest-environment happy-dom
/**
 * Adding a form is a schema and a folder, and its name in the site's list of forms: in a scratch
 * copy of the project, a "rate-alert" form gets schemas/forms/rate-alert.schema.json,
 * src/forms/rate-alert/ and a place in site.json's "forms", and nothing else (no privacy wording, no
 * thank-you page, no list edited by hand; `npm run gen` writes the generated code). The copy's own code then checks its content, renders the form and the privacy policy's
 * list of forms, and posts the form to its lead server: tests/fixtures/new-form-check.tsx, copied
 * into the copy and run there with tsx, so every import is the copy's.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";

const FORM = "rate-alert";
const NAME = "Rate alert sign-up";
const PURPOSE = "to email you when our example rates change";

const schema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "rateAlertForm",
  title: "RateAlertSubmission",
  description: 'What the rate alert form posts (form-name "rate-alert").',
  privacy: { name: NAME, purpose: PURPOSE },
  type: "object",
  additionalProperties: false,
  required: ["form-name", "email"],
  properties: {
    "form-name": { description: "Names the form to the server.", type: "string", const: FORM },
    email: {
      title: "Email",
      description: "Where the alert goes.",
      type: "string",
      minLength: 1,
      maxLength: 254,
      format: "email",
      errorMessage: { minLength: "Please enter your email address", format: "Please enter a valid email address" },
    },
    submission_key: { description: "A random key the page gives each form it shows.", type: "string", pattern: "^[0-9a-f]{32}$" },
    "bot-field": { description: "A honeypot hidden from people.", type: "string", maxLength: 0 },
  },
  errorMessage: { required: { email: "Please enter your email address" } },
};

const component = `import schema from "../../../schemas/forms/rate-alert.schema.json";
import validateFns from "../../generated/form-validators/rate-alert.js";
import type { FormBodyProps } from "../form-body.ts";
import { SchemaForm } from "../SchemaForm.tsx";

export default function RateAlertForm({ formId }: FormBodyProps) {
  return (
    <SchemaForm formName="rate-alert" schema={schema} validateFns={validateFns} uiSchema={{ "form-name": { "ui:widget": "hidden" }, "bot-field": { "ui:widget": "honeypot" }, submission_key: { "ui:widget": "hidden" } }} idPrefix={formId}>
      <button type="submit">Send me rate alerts</button>
    </SchemaForm>
  );
}
`;

interface Findings {
  problems: string[];
  formHtml: string;
  privacyHtml: string;
  thankYou: { title: string } | undefined;
  accepted: { status: number; location: string | null };
  refused: { status: number; body: { errors?: { field: string; message: string }[] } };
  leads: { form: string; fields: Record<string, string> }[];
}

describe("a new form, added by its schema and its folder alone", () => {
  const copy = scratchCopy("westline-new-form-");
  afterAll(() => copy.remove());

  const findings = (): Findings => {
    writeFileSync(path.join(copy.root, "schemas/forms", `${FORM}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
    mkdirSync(path.join(copy.root, "src/forms", FORM));
    writeFileSync(path.join(copy.root, "src/forms", FORM, "RateAlertForm.tsx"), component);
    // The site takes the form up by naming it; the kernel's other sites never see it.
    const siteFile = path.join(copy.root, "sites/westline/pages.config/site.json");
    const site = JSON.parse(readFileSync(siteFile, "utf8")) as { forms: string[] };
    writeFileSync(siteFile, `${JSON.stringify({ ...site, forms: [...site.forms, FORM] }, null, 2)}\n`);
    // Node with tsx's loader: the tsx command would start a second Node process to do the same (about 0.7 CPU-s each).
    const tsx = (...args: string[]) => [process.execPath, ["--import", "tsx", ...args]] as const;
    execFileSync(...tsx("scripts/generate.ts"), { cwd: copy.root, stdio: "pipe" });
    // The check runs from where it sits in this project, so its imports are the copy's own.
    mkdirSync(path.join(copy.root, "tests/fixtures"), { recursive: true });
    copyFileSync(path.join(import.meta.dirname, "../fixtures/new-form-check.tsx"), path.join(copy.root, "tests/fixtures/new-form-check.tsx"));
    const out = execFileSync(...tsx("tests/fixtures/new-form-check.tsx", FORM), { cwd: copy.root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return JSON.parse(out.trim().split("\n").at(-1) ?? "") as Findings;
  };

  it("is valid content, rendered, checked and stored by the server, and listed in the privacy policy", { timeout: 180_000 }, () => {
    const found = findings();
    expect(found.problems).toEqual([]);

    const form = new DOMParser().parseFromString(found.formHtml, "text/html");
    expect(form.querySelector(`form[name="${FORM}"] input[name="email"]`)).not.toBeNull();
    expect(form.querySelector("form button[type=submit]")?.textContent).toBe("Send me rate alerts");
    // The notice under the form names what it sends and why, from the schema.
    expect(form.body.textContent).toContain("This form sends us your email");
    expect(form.body.textContent).toContain(PURPOSE);

    const privacy = new DOMParser().parseFromString(found.privacyHtml, "text/html");
    const card = [...privacy.querySelectorAll("h3")].find((heading) => heading.textContent === NAME)?.parentElement;
    expect(card?.textContent).toContain(PURPOSE);

    expect(found.thankYou?.title).toContain(NAME);
    expect(found.accepted).toEqual({ status: 303, location: `/thank-you/${FORM}` });
    expect(found.refused.status).toBe(422);
    expect(found.refused.body.errors).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
    expect(found.leads).toEqual([{ form: FORM, fields: { email: "ann@example.com" } }]);
  });
});
