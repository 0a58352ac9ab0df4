import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ActionLink } from "../ui/ActionLink.tsx";
import { Icon } from "../ui/Icon.tsx";
import { useSite } from "../site/site-context.tsx";
import { Logo } from "./Logo.tsx";

export function SiteHeader() {
  const site = useSite();
  const location = useLocation();
  // The menu is open for one location only, so any navigation (even to an anchor) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  const links = site.nav.map((item) => (
    <li key={item.to}>
      <Link to={item.to} className="block rounded-md px-2.5 py-2 font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-brand-900">
        {item.label}
      </Link>
    </li>
  ));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 py-3">
        <Logo />
        <ul className="hidden items-center lg:flex">{links}</ul>
        <div className="hidden items-center gap-3 lg:flex">
          <a href={`tel:${site.phone.dial}`} className="hidden items-center gap-1.5 font-semibold whitespace-nowrap text-brand-900 hover:text-accent-700 xl:inline-flex">
            <Icon name="phone" className="size-4" />
            {site.phone.display}
          </a>
          <ActionLink {...site.navCta} size="sm" placement="navigation" />
        </div>
        <button
          type="button"
          className="inline-flex items-center rounded-md p-2 text-brand-900 ring-1 ring-slate-300 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <div id="mobile-menu" hidden={!open} className="border-t border-slate-200 pt-2 pb-4 lg:hidden">
        <ul>{links}</ul>
        <div className="mt-3 flex flex-col gap-3">
          <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary" size="sm" />
          <ActionLink {...site.navCta} size="sm" placement="mobile-menu" />
        </div>
      </div>
    </header>
  );
}
