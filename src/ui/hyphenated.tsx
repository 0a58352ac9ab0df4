import type { ReactNode } from "react";

/** A word with a hyphen inside it, with any punctuation touching it ("pre-approval:", "Self-Employed"). */
const HYPHENATED = /(\S*\w-\w\S*)/;

/**
 * A heading's text with each hyphenated word kept on one line: a browser may break a line after any
 * hyphen, which splits "pre- / approval" across two lines of a large heading. Each such word is an
 * inline block, moved whole to the next line when it does not fit at the end of one; a word wider
 * than the line itself (a long name in a large title on a small phone) still breaks at its hyphen
 * rather than running off the screen. The hyphen stays an ordinary one, so the page still finds,
 * copies and reads aloud as written.
 */
export function keepHyphenatedWords(text: string, { inTable = false } = {}): ReactNode {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // A table sizes a column to the narrowest its cells can wrap to, which for an inline block is
      // still its hyphen: in a table the word never wraps, and the column is as wide as it.
      <span key={index} className={inTable ? "inline-block whitespace-nowrap" : "inline-block"}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
