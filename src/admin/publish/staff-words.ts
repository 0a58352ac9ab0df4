/**
 * Content problems said the way the back office's staff see their content: which page or report,
 * which field as the editor labels it (field-labels.ts), and what to do; never a file name, a line number or
 * a JSON path.
 */
import { declaredFolders, type DeclaredFolder } from "../../content/collections.ts";
import { contentRoot } from "../../content/content-files.ts";
import { staffMessage, type Problem } from "../../content/problems.ts";
import { pictureName } from "../../editor/client/form/labels.ts";

const declared = new Map<string, DeclaredFolder[]>();

/**
 * The collection of the site being served (CONTENT_ROOT, as the server reads it) whose folder holds
 * `file`: its declaration says what staff call an entry. Read once per site folder: staff cannot
 * change a declaration from the back office.
 */
export function collectionOf(file: string): DeclaredFolder | undefined {
  return servedCollections().find((folder) => file.startsWith(`${folder.dir}/`));
}

/** The collections the site being served declares (CONTENT_ROOT), read once per site folder. */
export function servedCollections(): DeclaredFolder[] {
  const root = contentRoot();
  let folders = declared.get(root);
  if (!folders) declared.set(root, (folders = declaredFolders(root)));
  return folders;
}

const title = (slug: string) => slug.replace(/[-_]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());

/** "The Sam Lee clinician" (an entry, by its collection's label), "The page Contact", "The site settings". */
export function placeName(file: string): string {
  const name =
    file
      .split("/")
      .pop()
      ?.replace(/\.json$/i, "") ?? file;
  if (file === "pages.config/site.json") return "The site settings";
  const collection = collectionOf(file);
  if (collection) return `The ${title(name)} ${collection.label}`;
  if (file.startsWith("pages.config/facts/")) return `The ${title(name)} figures`;
  // An upload is named after its bytes, which nobody would recognise: pictureName says what it is instead.
  if (file.startsWith("pages.config/images/")) return pictureName(file) === name ? `The picture ${name}` : pictureName(file);
  if (file.startsWith("pages.config/pages/"))
    return `The page ${title(
      file
        .slice("pages.config/pages/".length)
        .replace(/\.json$/i, "")
        .replace(/\//g, " › "),
    )}`;
  return `The file ${name}`;
}

/** "The Sam Lee clinician, Role: …"; `field` is the field in the form's words (fieldLabeller). */
export function problemInStaffWords(problem: Problem, field: string): string {
  return `${placeName(problem.file)}${field ? `, ${field}` : ""}: ${staffMessage(problem)}`;
}
