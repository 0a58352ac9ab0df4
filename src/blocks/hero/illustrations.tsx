import type { ReactNode } from "react";
import type { HeroBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";

export type HeroIllustrationName = NonNullable<HeroBlock["illustration"]>;

/*
 * Each service's drawing, on a 96-unit grid: white line work like the site's icons, with the
 * theme's accents (Tailwind's accent-* utilities read the site's colours), so another site's theme
 * recolours them with no edit here. Shapes only: no person, no photograph, no words.
 */
const LINE = "stroke-white";
const ACCENT = "stroke-accent-300";
const FILL = "fill-accent-600";

const DRAWINGS: Record<HeroIllustrationName, ReactNode> = {
  // A house with its key.
  "house-and-key": (
    <>
      <path className={LINE} d="M16 46 48 20l32 26" />
      <path className={LINE} d="M24 40v34h48V40" />
      <rect className={FILL} x="42" y="54" width="12" height="20" rx="1.5" />
      <circle className={ACCENT} cx="72" cy="70" r="7" />
      <path className={ACCENT} d="M65 70H50m4 0v5m5-5v4" />
    </>
  ),
  // A small first house, its door open, a star over the roof.
  "first-house": (
    <>
      <path className={LINE} d="M22 52 48 30l26 22" />
      <path className={LINE} d="M28 47v27h40V47" />
      <path className={FILL} d="M43 74V58h10v16z" />
      <path className={LINE} d="M53 58 60 61v16l-7-3" />
      <path className={`${ACCENT} fill-accent-300`} d="m48 10 2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
    </>
  ),
  // Two arrows turning a loan over: from one rate to a lower one.
  "turning-arrows": (
    <>
      <path className={LINE} d="M24 44a25 25 0 0 1 44-12" />
      <path className={LINE} d="m70 20-2 12-12-2" />
      <path className={LINE} d="M72 52a25 25 0 0 1-44 12" />
      <path className={LINE} d="m26 76 2-12 12 2" />
      <circle className={FILL} cx="48" cy="48" r="11" />
      <path className="stroke-white" strokeWidth="2.5" d="m43 53 10-10m-9 1h.1m8 8h.1" />
    </>
  ),
  // Two houses and a rising line: a portfolio that grows.
  "two-houses-rising": (
    <>
      <path className={LINE} d="M12 62 26 50l14 12v16H12z" />
      <path className={LINE} d="M40 58 56 44l16 14v20H40z" />
      <rect className={FILL} x="52" y="66" width="8" height="12" rx="1" />
      <path className={ACCENT} d="m16 36 16-10 12 6 24-16" />
      <path className={ACCENT} d="M60 16h8v8" />
      <path className={LINE} d="M8 78h80" />
    </>
  ),
  // A paper with a tick and a roof outline: approved before the search.
  "ticked-paper": (
    <>
      <path className={LINE} d="M26 14h32l14 14v54H26z" />
      <path className={LINE} d="M58 14v14h14" />
      <path className={LINE} d="M34 40h24M34 50h18" />
      <circle className={FILL} cx="64" cy="68" r="14" />
      <path className="stroke-white" d="m57 68 5 5 9-10" />
      <path className={ACCENT} d="M34 66 40 60l6 6" />
    </>
  ),
  // A briefcase with a receipt: income shown by a business's own records.
  "briefcase-and-receipt": (
    <>
      <rect className={LINE} x="14" y="34" width="50" height="38" rx="5" />
      <path className={LINE} d="M30 34v-7h18v7M14 50h50" />
      <rect className={FILL} x="34" y="46" width="10" height="8" rx="1.5" />
      <path className={ACCENT} d="M60 22h22v56l-5.5-4-5.5 4-5.5-4-5.5 4z" />
      <path className={ACCENT} d="M66 34h10M66 44h10M66 54h6" />
    </>
  ),
  // A vault holding a house: property bought inside a super fund.
  "vault-and-house": (
    <>
      <rect className={LINE} x="14" y="18" width="68" height="58" rx="6" />
      <path className={LINE} d="M22 76v6m52-6v6" />
      <circle className={ACCENT} cx="60" cy="47" r="13" />
      <path className={ACCENT} d="M60 34v5m0 16v5m-13-13h5m16 0h5" />
      <path className={FILL} d="m24 52 12-10 12 10v14H24z" />
      <path className={LINE} d="M22 30h8" />
    </>
  ),
  // A shopfront with an awning beside an office block.
  "shopfront-and-office": (
    <>
      <path className={LINE} d="M52 78V16h26v62" />
      <path className={ACCENT} d="M59 26h4m6 0h2M59 36h4m6 0h2M59 46h4m6 0h2M59 56h4m6 0h2" />
      <path className={LINE} d="M14 46h38M16 46v32h36" />
      <path className={`${FILL} stroke-white`} d="M12 38h42l-4 8H16z" />
      <rect className={FILL} x="22" y="58" width="10" height="20" />
      <path className={LINE} d="M8 78h80" />
    </>
  ),
  // A work vehicle with a gear: equipment, vehicles and tools.
  "vehicle-and-gear": (
    <>
      <path className={LINE} d="M10 66V40h40v26M50 48h16l10 10v8" />
      <path className={LINE} d="M10 66h6m14 0h28m14 0h4" />
      <circle className={FILL} cx="23" cy="68" r="7" />
      <circle className={FILL} cx="65" cy="68" r="7" />
      <circle className={ACCENT} cx="30" cy="24" r="7" />
      <path className={ACCENT} d="M30 11v4m0 18v4M17 24h4m18 0h4m-22.2-9.2 2.8 2.8m12.8 12.8 2.8 2.8m0-18.4-2.8 2.8M23.6 30.4l-2.8 2.8" />
    </>
  ),
};

/** The names the hero's `illustration` field offers (its schema lists the same). */
export const HERO_ILLUSTRATIONS = Object.keys(DRAWINGS) as HeroIllustrationName[];

/**
 * A service page's drawing beside its heading. Decorative: the heading says what the page is
 * about, so a screen reader skips it. Its size is fixed by its box, so nothing moves as it paints.
 */
export function HeroIllustration({ name, className }: { name: HeroIllustrationName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 96 96"
      fill="none"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-illustration={name}
      className={cn("shrink-0 rounded-3xl bg-white/10 p-2 ring-1 ring-white/15", className)}
    >
      {DRAWINGS[name]}
    </svg>
  );
}
