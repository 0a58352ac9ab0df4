import { useSite } from "../site/site-context.tsx";
import { themeOf } from "../site/theme.ts";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  const { mark, colors } = themeOf(site);
  return (
    <a href="/" className="inline-flex shrink-0 items-center gap-2 font-bold tracking-tight whitespace-nowrap" aria-label={`${site.brand} home`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-900" />
        {"path" in mark ? (
          <path d={mark.path} fill="none" stroke={colors["accent-300"]} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <text x="16" y="21.5" textAnchor="middle" fontSize={mark.text.length > 1 ? 13 : 17} fontWeight="800" fill={colors["accent-300"]}>
            {mark.text}
          </text>
        )}
      </svg>
      <span className={inverted ? "text-xl text-white" : "text-xl text-brand-900"}>{site.brand}</span>
    </a>
  );
}
