/**
 * What a site's own form imports as `pagekit/form` in its `forms/<form-name>.tsx`, the component a
 * form brings only when its schema and ui file are not enough (what its script shows later, values
 * the page presets, its button): the same contract as a kernel form's component (src/forms/<name>/,
 * src/forms/form-body.ts), drawn with the generic schema form. The build registers each site form's
 * component (scripts/lib/site-forms-plugin.ts) before any page renders; the form block asks here
 * for a form that is not the kernel's.
 *
 *   export default function MyForm({ formId }: SiteFormProps) {
 *     return <SiteSchemaForm form="my-form" formId={formId} parts={<ToastTemplate … />} />;
 *   }
 */
import type { ComponentType } from "react";
import type { FormBodyProps } from "./form-body.ts";

export { EmailLink, PartTemplate, PhoneLink, ToastTemplate } from "./FormParts.tsx";
export { SiteSchemaForm } from "./SiteSchemaForm.tsx";
export { usePagePath, useSite } from "../site/site-context.tsx";

/** What the form block hands a site form's component, as it hands a kernel form's (form-body.ts). */
export type SiteFormProps = FormBodyProps;

/** Each registered site form's component by name (none for a form drawn from its schema alone), an object so the form block looks one up as it looks up the kernel's. */
export const siteFormComponents: Partial<Record<string, ComponentType<SiteFormProps>>> = {};

/** Called by the build's generated module with each site form that has a component of its own. */
export function registerSiteFormComponents(entries: readonly { name: string; component: ComponentType<SiteFormProps> }[]): void {
  for (const { name, component } of entries) siteFormComponents[name] = component;
}
