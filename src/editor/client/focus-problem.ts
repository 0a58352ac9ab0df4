/**
 * Takes the author from a problem to its field: the validator's readable path ("related[1].slug",
 * "blocks[2].actions[0].to") names the rjsf field whose id is built from the same segments
 * ("root_related_1_slug", "blocks_2_actions_0_to"). When the exact field is not on screen (a
 * missing list item, say), the nearest enclosing one is focused instead.
 */
export function pathSegments(path: string): Array<string | number> {
  const segments: Array<string | number> = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(JSON.parse(`"${match[3]}"`) as string);
    else if (match[1] !== undefined) segments.push(match[1]);
  }
  return segments;
}

/** The id prefix and the rest of the path: a page's blocks each have a form of their own. */
export function formOf(segments: Array<string | number>): [string, Array<string | number>] {
  if (segments[0] === "blocks" && typeof segments[1] === "number") return [`blocks_${segments[1]}`, segments.slice(2)];
  return ["root", segments];
}

/**
 * Said on the document, with the field's path, before a field is looked for: a form drawn in
 * sections (site settings) opens the section holding it, so the field is on the page to focus.
 */
export const SHOW_FIELD = "editor:show-field";

export function focusProblem(path: string): boolean {
  document.dispatchEvent(new CustomEvent(SHOW_FIELD, { detail: path }));
  const [prefix, rest] = formOf(pathSegments(path));
  for (let n = rest.length; n >= 0; n--) {
    const element = document.getElementById([prefix, ...rest.slice(0, n)].join("_"));
    if (!element) continue;
    // A block's form may be folded away.
    for (let parent = element.parentElement; parent; parent = parent.parentElement) if (parent instanceof HTMLDetailsElement) parent.open = true;
    const target = element.matches("input, select, textarea, button")
      ? element
      : (element.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea") ?? element);
    target.focus();
    target.scrollIntoView({ block: "center" });
    return true;
  }
  return false;
}

/**
 * The problems of one file grouped by the form that shows their field ("root", "blocks_2"), each
 * with its path inside that form. Whole-file problems have no field and stay in the list only.
 */
export function problemsByForm(
  problems: ReadonlyArray<{ path: string; message: string }>,
): Map<string, Array<{ path: Array<string | number>; message: string }>> {
  const byForm = new Map<string, Array<{ path: Array<string | number>; message: string }>>();
  for (const problem of problems) {
    if (problem.path === "(whole file)") continue;
    const [prefix, path] = formOf(pathSegments(problem.path));
    byForm.set(prefix, [...(byForm.get(prefix) ?? []), { path, message: problem.message }]);
  }
  return byForm;
}
