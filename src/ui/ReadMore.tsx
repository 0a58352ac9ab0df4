import type { Action } from "../generated/content-types.ts";
import { ActionLink } from "./ActionLink.tsx";

interface ReadMoreProps {
  to: Action["to"];
  label: string;
  /** What the link leads to, e.g. the card's title: read to screen readers, so ten "View report" links differ. */
  subject: string;
}

/** The "Learn more →" link at the foot of a card, pushed to the bottom so a row of cards lines up. */
export function ReadMore({ to, label, subject }: ReadMoreProps) {
  return (
    <div className="mt-auto pt-6">
      <ActionLink variant="link" label={label} to={to}>
        {/* One run of text, so when a narrow card wraps the label the arrow follows its last word. */}
        <span>
          {label}
          <span className="sr-only">: {subject}</span>
          <span aria-hidden="true" className="ml-2">
            →
          </span>
        </span>
      </ActionLink>
    </div>
  );
}
