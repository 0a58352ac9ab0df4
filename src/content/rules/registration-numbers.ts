/**
 * The business's registration numbers in site.json, checked the way their registers build them, so
 * a mistyped digit is caught before a visitor (or a regulator) reads it in every page's footer:
 * an ACN's last digit is a check digit (ASIC's modulus 10 rule), an ABN's first two are check
 * digits (the ATO's modulus 89 rule), and credit licence and credit representative numbers are
 * digits alone. stdnum does the arithmetic; this says what is wrong in the staff's words.
 *
 * A value site.json lists among its samples ("ACN 000 000 000") is not checked: a demo build may
 * show it, and a production build refuses it anyway (sample-values.ts).
 */
import { validate as validateAbn } from "stdnum/lib/cjs/au/abn.js";
import { validate as validateAcn } from "stdnum/lib/cjs/au/acn.js";
import type { SiteConfig } from "../../generated/content-types.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import type { PathSegment } from "../json-locations.ts";
import type { Problem } from "../problems.ts";

type Legal = NonNullable<SiteConfig["legal"]>;

const ACN_ADVICE = 'copy it from ASIC\'s company register (search "Organisations and business names" at asic.gov.au)';
const ABN_ADVICE = "copy it from ABN Lookup (abr.business.gov.au)";
const REGISTER_ADVICE = 'copy it from ASIC\'s Professional Register (search "Credit licensees" or "Credit representatives" at asic.gov.au)';

/** A number as written, e.g. "ACN 612 345 678": its kind and its digits, spaces taken out. */
interface Written {
  kind: "ACN" | "ABN";
  digits: string;
  shown: string;
}

/** Every "ACN …" and "ABN …" in a company line, e.g. "ABN 51 824 753 556 · ACN 824 753 556". */
function numbersIn(text: string): Written[] {
  return [...text.matchAll(/\b(ACN|ABN)\b[:\s]*([\dA-Za-z][\dA-Za-z -]*[\dA-Za-z]|\d)/g)].map((match) => ({
    kind: match[1] as Written["kind"],
    digits: (match[2] ?? "").replace(/[ -]/g, ""),
    shown: match[0].trim(),
  }));
}

/** What is wrong with one ACN or ABN as written, or undefined when its check digits hold. */
export function companyNumberProblem({ kind, digits, shown }: Written): string | undefined {
  const length = kind === "ACN" ? 9 : 11;
  const advice = kind === "ACN" ? ACN_ADVICE : ABN_ADVICE;
  if (!/^\d+$/.test(digits)) return `"${shown}" has characters that are not digits; an ${kind} is ${length} digits: ${advice}`;
  if (digits.length !== length) return `"${shown}" has ${digits.length} digits; an ${kind} has ${length}: ${advice}`;
  const valid = kind === "ACN" ? validateAcn(digits).isValid : validateAbn(digits).isValid;
  if (valid) return undefined;
  return kind === "ACN"
    ? `"${shown}" is not a valid ACN: its last digit is a check digit, and it does not match the other eight by ASIC's rule, so a digit is mistyped: ${advice}`
    : `"${shown}" is not a valid ABN: its first two digits are check digits, and they do not match the other nine by the ATO's rule, so a digit is mistyped: ${advice}`;
}

/** What is wrong with a licence or representative number line, e.g. "Australian Credit Licence 389328". */
export function licenceNumberProblem(text: string, what: string): string | undefined {
  const last = text.trim().split(/\s+/).at(-1) ?? "";
  if (/^\d+$/.test(last)) return undefined;
  if (!/\d/.test(last)) return `"${text}" ends without a number: write the ${what} after its name, digits only, e.g. "${exampleOf(what)}": ${REGISTER_ADVICE}`;
  return `"${text}" ends in "${last}", but a ${what} is digits only (no letters, dashes or spaces): ${REGISTER_ADVICE}`;
}

const exampleOf = (what: string) => (what.startsWith("credit licence") ? "Australian Credit Licence 123456" : "Credit Representative Number 123456");

/**
 * Problems with the registration numbers of a site.json that passed its schema; `isSample` says
 * whether a value is one the site lists as a sample still to be replaced.
 */
export function checkRegistrationNumbers(site: CheckedFile | undefined, isSample: (segments: PathSegment[]) => boolean, problems: Problem[]): void {
  if (!site?.valid) return;
  const legal = (site.data as SiteConfig).legal as Legal | undefined;
  if (!legal) return;
  const check = (field: keyof Legal, problem: string | undefined) => {
    if (problem && !isSample(["legal", field])) problems.push(problemAt(site, ["legal", field], problem));
  };
  const written = numbersIn(legal.company);
  check(
    "company",
    written.length === 0
      ? `"${legal.company}" has no ACN or ABN: write "ACN" and the company's nine digits (or "ABN" and its eleven), e.g. "ACN 123 456 780": ${ACN_ADVICE}`
      : written.map(companyNumberProblem).find((problem) => problem !== undefined),
  );
  check("creditLicence", licenceNumberProblem(legal.creditLicence, "credit licence number"));
  check("creditRepresentative", licenceNumberProblem(legal.creditRepresentative, "credit representative number"));
}
