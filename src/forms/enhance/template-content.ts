/**
 * A copy of what a prerendered <template> holds. The HTML parser puts a template's children in its
 * `content`; React, rendering one in the browser (the development server hydrates whole pages),
 * leaves them as the element's own children, so those are copied when `content` is empty.
 */
export function templateCopy(template: HTMLTemplateElement): DocumentFragment {
  if (template.content.childNodes.length > 0) return template.content.cloneNode(true) as DocumentFragment;
  const copy = template.ownerDocument.createDocumentFragment();
  for (const child of template.childNodes) copy.append(child.cloneNode(true));
  return copy;
}
