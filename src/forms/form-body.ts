/** What the form block hands to each form. */
export interface FormBodyProps {
  /** The block's anchor id: prefixes the inputs' ids so two forms on a page never share one. */
  formId: string;
  /** Answers the form block sends without asking (its "presets"), by field name: the form posts each as a hidden field. */
  presets?: Readonly<Record<string, string>>;
}
