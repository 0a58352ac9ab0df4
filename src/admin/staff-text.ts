/**
 * A failure's text as staff see it: what went wrong, without the server's own details. Stack
 * frames are dropped and an absolute path becomes its file's name alone: the folders of the
 * server's disk mean nothing to an editor and tell an intruder where things are. The developer
 * finds the whole text in the server's log.
 */
const STACK_FRAME = /^\s*at\s.+$/gm;
// A path starts a word (not inside a URL's "//host/path") and has two parts or more.
const ABSOLUTE_PATH = /(?<![\w:/.~-])(?:[A-Za-z]:)?(?:[/\\][\w.@+~-]+){2,}[/\\]?/g;

export function withoutServerDetails(text: string): string {
  return text
    .replace(STACK_FRAME, "")
    .replace(ABSOLUTE_PATH, (found) => found.split(/[/\\]/).filter(Boolean).at(-1) ?? "")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}
