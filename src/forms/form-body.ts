/** What the form block hands to each form. */
export interface FormBodyProps {
  /** The block's anchor id: prefixes the inputs' ids so two forms on a page never share one. */
  formId: string;
  /** The lead form's suburb, when it sits on a suburb report. */
  suburb?: string;
}
