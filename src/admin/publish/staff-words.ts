/**
 * Content problems said the way the back office's staff see their content: which page or report,
 * which field as words ("Reasons 2 › Title"), and what to do; never a file name, a line number or
 * a JSON path.
 */
import { staffMessage, type Problem } from "../../content/problems.ts";

const title = (slug: string) => slug.replace(/[-_]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());

/** "The Blacktown suburb report", "The page Contact", "The site settings". */
export function placeName(file: string): string {
  const name =
    file
      .split("/")
      .pop()
      ?.replace(/\.json$/i, "") ?? file;
  if (file === "pages.config/site.json") return "The site settings";
  if (file.startsWith("pages.config/suburbs/")) return `The ${title(name)} suburb report`;
  if (file.startsWith("pages.config/facts/")) return `The ${title(name)} figures`;
  if (file.startsWith("pages.config/images/")) return `The uploaded picture ${file.split("/").pop()}`;
  if (file.startsWith("pages.config/pages/"))
    return `The page ${title(
      file
        .slice("pages.config/pages/".length)
        .replace(/\.json$/i, "")
        .replace(/\//g, " › "),
    )}`;
  return `The file ${name}`;
}

/** `reasons[1].title` → "Reasons 2 › Title"; "(whole file)" → "". */
export function fieldName(path: string): string {
  if (!path || path.startsWith("(")) return "";
  return path
    .split(".")
    .flatMap((part) => {
      const [, key = part, indexes = ""] = /^([^[]*)((?:\[\d+\])*)$/.exec(part) ?? [];
      const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
      const numbers = [...indexes.matchAll(/\[(\d+)\]/g)].map((match) => String(Number(match[1]) + 1));
      return [[words.charAt(0).toUpperCase() + words.slice(1), ...numbers].filter(Boolean).join(" ")];
    })
    .filter(Boolean)
    .join(" › ");
}

export function problemInStaffWords(problem: Problem): string {
  const field = fieldName(problem.path);
  return `${placeName(problem.file)}${field ? `, ${field}` : ""}: ${staffMessage(problem)}`;
}
