/** What the form block hands to each form. */
export interface FormBodyProps {
  /** The block's anchor id: prefixes the inputs' ids so two forms on a page never share one. */
  formId: string;
  /** The place the form block presets (its "suburb" field), for a lead form on a page about one place. */
  suburb?: string;
}
