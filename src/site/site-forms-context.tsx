import { createContext, useContext } from "react";
import type { SiteForm } from "../content/site-forms.ts";

/** A site's own form as a page renders it: its definition and, in a production build, its script's address. */
export interface RenderedSiteForm extends SiteForm {
  /** The form's schema and validator as the browser loads them (/assets/form-<name>-<hash>.js); absent in development. */
  script?: string;
}

const SiteFormsContext = createContext<readonly RenderedSiteForm[]>([]);

/** The site's own forms that site.json lists (src/content/site-forms.ts), for the blocks that show or describe them. */
export const SiteFormsProvider = SiteFormsContext.Provider;

/** One of the site's own forms by name, or undefined when it is not one (a kernel form, say). */
export function useSiteForm(name: string): RenderedSiteForm | undefined {
  return useContext(SiteFormsContext).find((form) => form.name === name);
}
