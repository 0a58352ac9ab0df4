/**
 * What site.json's schema cannot say: the phone number is typed twice (as people read it and as a
 * phone dials it), so the two must be the same number, or a visitor tapping "Call" rings someone else;
 * amounts need a currency, the site's own or its region's; and a section the site says it requires
 * ("requires": ["broker", "legal"] for a broker, whose licence every page shows) must be there;
 * and the office's time zone must be one the clocks know; and a font the theme names must be
 * installed, or the build could not serve it.
 */
import type { SiteConfig } from "../../generated/content-types.ts";
import { isTimeZone } from "../../lib/dates.ts";
import { notInstalled, resolveFromSite } from "../../lib/fontsource.ts";
import { moneyStyleOf } from "../../lib/money.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import type { Problem } from "../problems.ts";
import { addSectionAdvice } from "../site-sections.ts";

/** The digits a phone dials for a number as written: "+61 2 9635 4821" and "(02) 9635 4821" both dial 0296354821. */
export function dialledDigits(written: string): string {
  const digits = written.replace(/[^\d+]/g, "");
  return digits.startsWith("+61") ? `0${digits.slice(3)}` : digits.replace(/\+/g, "");
}

/**
 * Site settings with the dialled number made from the number as people read it: the editor asks for
 * the phone once, so the two cannot disagree. Anything not shaped like site settings is left as it is.
 */
export function withDialFromDisplay<T>(site: T): T {
  if (!site || typeof site !== "object" || !("phone" in site)) return site;
  const phone = site.phone;
  if (!phone || typeof phone !== "object" || !("display" in phone) || typeof phone.display !== "string") return site;
  return { ...site, phone: { ...phone, dial: dialledDigits(phone.display) } };
}

export function checkSite(site: CheckedFile | undefined, problems: Problem[]): void {
  if (!site?.valid) return;
  const { display, dial } = (site.data as SiteConfig).phone;
  if (dialledDigits(display) !== dialledDigits(dial))
    problems.push(
      problemAt(
        site,
        ["phone", "dial"],
        `dials ${dial}, but the number shown is ${display}: a visitor tapping "Call" would ring another number; write "${dialledDigits(display)}"`,
      ),
    );
  const { locale, requires = [], timeZone } = site.data as SiteConfig;
  if (timeZone !== undefined && !isTimeZone(timeZone))
    problems.push(
      problemAt(site, ["timeZone"], `is "${timeZone}", not a time zone the clocks know: write its IANA name, e.g. "Europe/London" or "Australia/Sydney"`),
    );
  requires.forEach((section, index) => {
    if ((site.data as SiteConfig)[section] === undefined)
      problems.push(
        problemAt(
          site,
          ["requires", index],
          `says this site must have "${section}", but ${addSectionAdvice(section, `or take "${section}" out of "requires"`)}`,
        ),
      );
  });
  if (!moneyStyleOf(site.data as SiteConfig))
    problems.push(
      problemAt(
        site,
        ["locale"],
        `is "${locale}", a region whose currency amounts would be written in is not known: add "currency" beside it with the currency's three-letter code, e.g. "currency": "EUR"`,
      ),
    );
}

/** Each Fontsource package site.json's theme names, found in the site's folder (`root`) or the kernel's. */
export function checkSiteFonts(site: CheckedFile | undefined, root: string, problems: Problem[]): void {
  if (!site?.valid) return;
  for (const [role, font] of Object.entries((site.data as SiteConfig).theme?.fonts ?? {}))
    if (font && "fontsource" in font && !resolveFromSite(root, `${font.fontsource}/metadata.json`))
      problems.push(problemAt(site, ["theme", "fonts", role, "fontsource"], notInstalled(font.fontsource)));
}
