/**
 * A site's look from its `theme` in site.json (schemas/common/theme.schema.json), every value it
 * leaves out taken from the kernel's neutral look: slate greys and a plain blue, a letter mark.
 * The stylesheet (themeCss, added to src/app.css by the build), the logo, the sharing cards and
 * the browser's theme-color all read it here, so a colour is named once, in the site's folder.
 */
import type { SiteConfig } from "../generated/content-types.ts";

export type ThemeColor = "brand-50" | "brand-700" | "brand-800" | "brand-900" | "brand-950" | "accent-50" | "accent-300" | "accent-600" | "accent-700";

export interface Theme {
  colors: Record<ThemeColor, string>;
  themeColor: string;
  mark: { path: string } | { text: string };
}

/** The kernel's own colours (Tailwind's slate and blue), for a site that names none. */
export const KERNEL_COLORS: Readonly<Record<ThemeColor, string>> = {
  "brand-50": "#f8fafc",
  "brand-700": "#334155",
  "brand-800": "#1e293b",
  "brand-900": "#0f172a",
  "brand-950": "#020617",
  "accent-50": "#eff6ff",
  "accent-300": "#93c5fd",
  "accent-600": "#2563eb",
  "accent-700": "#1d4ed8",
};

/** The site's theme with the kernel's values where it names none. */
export function themeOf(site: Pick<SiteConfig, "brand" | "theme">): Theme {
  const colors = { ...KERNEL_COLORS, ...site.theme?.colors };
  return {
    colors,
    themeColor: site.theme?.themeColor ?? colors["brand-900"],
    mark: site.theme?.mark ?? { text: Array.from(site.brand.trim())[0]?.toUpperCase() ?? "" },
  };
}

/** The theme's colours as a Tailwind `@theme` block: the brand-* and accent-* utilities use them. */
export function themeCss(theme: Theme): string {
  const lines = (Object.keys(KERNEL_COLORS) as ThemeColor[]).map((name) => `  --color-${name}: ${theme.colors[name]};`);
  return `@theme {\n${lines.join("\n")}\n}\n`;
}
