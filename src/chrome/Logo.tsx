import { useSite } from "../site/site-context.tsx";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  return (
    <a href="/" className="inline-flex shrink-0 items-center gap-2 font-bold tracking-tight whitespace-nowrap" aria-label={`${site.brand} home`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-900" />
        <path d="M7 10l4 12 5-9 5 9 4-12" fill="none" stroke="#5eead4" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={inverted ? "text-xl text-white" : "text-xl text-brand-900"}>{site.brand}</span>
    </a>
  );
}
