import type { NavLink } from "../generated/content-types.ts";
import { ActionLink } from "../ui/ActionLink.tsx";
import { Icon } from "../ui/Icon.tsx";
import { usePagePath, useSite } from "../site/site-context.tsx";
import { Logo } from "./Logo.tsx";
import { navCurrent } from "./nav-current.ts";

/** The links, the one to the page or to the section it is in marked (src/chrome/nav-current.ts), both looking alike. */
function NavLinks({ items, path }: { items: NavLink[]; path: string }) {
  const current = navCurrent(
    items.map((item) => item.to),
    path,
  );
  return items.map((item, index) => (
    <li key={item.to}>
      <a
        href={item.to}
        aria-current={current[index]}
        className="block rounded-md px-2.5 py-2 font-medium whitespace-nowrap lg:px-2 lg:text-sm xl:px-2.5 2xl:text-base text-slate-700 hover:bg-slate-100 hover:text-brand-900 [&[aria-current]]:text-brand-900 [&[aria-current]]:underline [&[aria-current]]:decoration-2 [&[aria-current]]:underline-offset-8"
      >
        {item.label}
      </a>
    </li>
  ));
}

/** The header's action where booking is off: the site's phone number. */
function CallAction() {
  const site = useSite();
  return (
    <ActionLink label={`Call ${site.phone.display}`} to="phone" size="sm" className="gap-1.5 whitespace-nowrap">
      <Icon name="phone" className="size-4 shrink-0" />
      Call {site.phone.display}
    </ActionLink>
  );
}

/**
 * The header stays on screen on phones; on wide screens it scrolls away, and the floating booking
 * button takes over. The mobile menu is a popover: it opens and closes (Escape, a click outside)
 * without any script; src/chrome/enhance.ts keeps the button's name and state in step.
 * A page that turns booking off (`bookingButtons: false`, e.g. after a visitor asked us to call
 * them) is not asked to book here either: the header's action is the phone number.
 */
export function SiteHeader({ offersBooking = true }: { offersBooking?: boolean }) {
  const site = useSite();
  const path = usePagePath();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:static">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 py-3">
        <Logo />
        <ul className="hidden items-center lg:flex">
          <NavLinks items={site.nav} path={path} />
        </ul>
        <div className="hidden items-center gap-3 lg:flex">
          {offersBooking ? (
            <>
              <a
                href={`tel:${site.phone.dial}`}
                className="hidden items-center gap-1.5 font-semibold whitespace-nowrap text-brand-900 hover:text-accent-700 xl:inline-flex"
              >
                <Icon name="phone" className="size-4" />
                {site.phone.display}
              </a>
              <ActionLink {...site.navCta} size="sm" placement="navigation" />
            </>
          ) : (
            <CallAction />
          )}
        </div>
        <button
          type="button"
          popoverTarget="mobile-menu"
          aria-controls="mobile-menu"
          className="inline-flex items-center rounded-md p-2 text-brand-900 ring-1 ring-slate-300 lg:hidden"
        >
          <span className="sr-only" data-menu-label="">
            Open menu
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path className="[header:has(#mobile-menu:popover-open)_&]:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden [header:has(#mobile-menu:popover-open)_&]:inline" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </nav>
      <div
        id="mobile-menu"
        popover="auto"
        className="fixed inset-x-0 top-[65px] bottom-auto m-0 max-h-[calc(100dvh-65px)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pt-2 pb-4 text-slate-900 shadow-lg lg:hidden"
      >
        <ul>
          <NavLinks items={site.nav} path={path} />
        </ul>
        <div className="mt-3 flex flex-col gap-3">
          {offersBooking ? (
            <>
              <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary" size="sm" />
              <ActionLink {...site.navCta} size="sm" placement="mobile-menu" />
            </>
          ) : (
            <CallAction />
          )}
        </div>
      </div>
    </header>
  );
}
