import type { Action } from "../generated/content-types.ts";
import { ActionLink } from "./ActionLink.tsx";

interface ReadMoreProps {
  to: Action["to"];
  label: string;
  /** What the link leads to, e.g. the card's title: read to screen readers, so ten "View report" links differ. */
  subject: string;
}

/**
 * The "Learn more →" link at the foot of a card, pushed to the bottom so a row of cards lines up.
 * When a narrow card wraps the label, the arrow never starts a line and never takes the last word
 * alone onto one: it is tied to the last word, and in a label of three words or more to the last
 * two ("Estimate / borrowing power →", not "Estimate borrowing / power →"). In a card narrower than
 * those words they wrap rather than run out of it.
 */
export function ReadMore({ to, label, subject }: ReadMoreProps) {
  const words = label.trim().split(/\s+/);
  const tail = words.splice(words.length >= 3 ? -2 : -1).join(" ");
  return (
    <div className="mt-auto pt-6">
      <ActionLink variant="link" label={label} to={to}>
        <span>
          {words.length > 0 && `${words.join(" ")} `}
          {/* A block of its own, kept whole unless the card is narrower than it; underlined with the link on hover. */}
          <span className="inline-block underline-offset-4 [a:hover_&]:underline">
            {tail}
            <span className="sr-only">: {subject}</span>
            <span aria-hidden="true" className="ml-2">
              →
            </span>
          </span>
        </span>
      </ActionLink>
    </div>
  );
}
