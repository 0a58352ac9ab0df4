/**
 * What a visitor entered in a prerendered form before its script ran. React keeps such values on
 * screen when it hydrates but not in the form's state (react#12955), so without this a visitor who
 * typed early would see their details and be told every field is empty. A control counts as entered
 * when it differs from what the HTML said, never from what the state holds, so an unchosen select
 * showing its first option is not mistaken for a choice.
 */
export function typedBeforeHydration(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of fields) {
    const value = changedValue(form.elements.namedItem(name));
    if (value !== undefined) typed[name] = value;
  }
  return typed;
}

function changedValue(control: Element | RadioNodeList | null): string | undefined {
  if (control instanceof RadioNodeList) {
    const radios = [...control].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    return radios.some((radio) => radio.checked !== radio.defaultChecked) ? control.value : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    const initial = Math.max(
      0,
      [...control.options].findIndex((option) => option.defaultSelected),
    );
    return control.selectedIndex !== initial ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement) {
    if (control.type === "hidden") return undefined;
    if (control.type === "checkbox" || control.type === "radio")
      return control.checked !== control.defaultChecked && control.checked ? control.value : undefined;
    return control.value !== control.defaultValue ? control.value : undefined;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue ? control.value : undefined;
  return undefined;
}
