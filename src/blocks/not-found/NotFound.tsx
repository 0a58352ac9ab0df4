import { useId } from "react";
import type { NotFoundBlock } from "../../generated/content-types.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";

/**
 * The missing page: the way home, the pages most visitors want instead, and the phone number.
 * data-not-found: src/chrome/enhance.ts logs the missing path, so broken inbound links show up in the console.
 */
export function NotFound({ id, code, heading, action, text, links }: NotFoundBlock) {
  const site = useSite();
  const headingId = useId();
  return (
    <section id={id} data-not-found="" className="px-4 py-14 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-6xl">
        <div className="max-w-2xl">
          <p className="text-7xl font-extrabold text-brand-900" aria-hidden="true">
            {code}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">
            <span className="sr-only">{code}: </span>
            {heading}
          </h1>
          {text && <p className="mt-4 text-lg text-slate-600">{text}</p>}
          {/* One width, the wider label's: stacked on a phone as every row of buttons is (ActionRow), two equal columns beside each other from 640 px. */}
          <div data-action-row="" className="mt-8 flex flex-col gap-4 sm:inline-grid sm:grid-cols-2">
            <ActionLink {...action} />
            <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary">
              <Icon name="phone" className="size-5" />
              Call {site.phone.display}
            </ActionLink>
          </div>
        </div>
        {links && links.length > 0 && (
          <nav aria-labelledby={headingId} className="mt-14">
            <h2 id={headingId} className="text-xl font-semibold text-brand-900">
              Popular pages
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {links.map((link) => (
                <Card as="li" key={link.to} className="relative p-5 hover:ring-brand-700">
                  {/* The whole card is the link's target; the text stays plain for screen readers. */}
                  <ActionLink label={link.label} to={link.to} variant="link" className="text-lg after:absolute after:inset-0 after:content-['']" />
                  {link.text && <p className="mt-1 text-slate-600">{link.text}</p>}
                </Card>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
