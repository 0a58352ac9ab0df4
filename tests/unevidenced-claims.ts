/**
 * The claims a site makes without their evidence, worked out here from the content files with
 * plain JSON.parse and the rule as issue 53 states it (never from src/content/evidence.ts): a
 * client's words or story need a source, a date, the client's consent and a review date; the
 * business's own claims (its association, the claims in facts/claims.json, a review rating) a
 * source, a date and a review date. Each is one line of the samples list a build prints.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Json = Record<string, unknown>;
const CLIENT = ["source", "date", "consent", "reviewBy"];
const CLAIM = ["source", "date", "reviewBy"];

const complete = (record: unknown, fields: string[]) =>
  fields.every((field) => typeof (record as Json | undefined)?.[field] === "string" && ((record as Json)[field] as string).trim() !== "");
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Json;

/** `file  path` of each claim without its evidence in the site folder root (the one holding pages.config/), e.g. "pages.config/suburbs/liverpool.json  caseStudy". */
export function unevidencedClaims(root: string): string[] {
  const config = path.join(root, "pages.config");
  const found: string[] = [];
  const site = read(path.join(config, "site.json"));
  const legal = site.legal as Json | undefined;
  const listed = (site.placeholders as string[] | undefined) ?? [];
  const associationListed = listed.some((pointer) => pointer === "/legal" || pointer === "/legal/association");
  if (legal && !associationListed && !complete(legal.associationEvidence, CLAIM)) found.push("pages.config/site.json  legal.association");
  const claimsFile = path.join(config, "facts/claims.json");
  if (existsSync(claimsFile))
    for (const [name, statement] of Object.entries(read(claimsFile).statements as Json))
      if (!complete((statement as Json).evidence, CLAIM)) found.push(`pages.config/facts/claims.json  statements.${name}`);
  const testimonialsFile = path.join(config, "facts/testimonials.json");
  if (existsSync(testimonialsFile)) {
    const data = read(testimonialsFile);
    (data.testimonials as Json[]).forEach((testimonial, i) => {
      if (testimonial.sample !== true && !complete(testimonial, CLIENT)) found.push(`pages.config/facts/testimonials.json  testimonials[${i}]`);
    });
    if (data.rating !== undefined && !complete(data.rating, ["reviewBy"])) found.push("pages.config/facts/testimonials.json  rating");
  }
  const suburbs = path.join(config, "suburbs");
  for (const name of existsSync(suburbs) ? readdirSync(suburbs).filter((file) => file.endsWith(".json")) : []) {
    const report = read(path.join(suburbs, name));
    if (report.caseStudy !== undefined && !complete((report.caseStudy as Json).evidence, CLIENT)) found.push(`pages.config/suburbs/${name}  caseStudy`);
  }
  const pages = path.join(config, "pages");
  for (const name of readdirSync(pages, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"))) {
    const blocks = (read(path.join(pages, name)).blocks as Json[] | undefined) ?? [];
    blocks.forEach((block, i) => {
      if (block.type === "case-study" && !complete(block.evidence, CLIENT)) found.push(`pages.config/pages/${name}  blocks[${i}]`);
    });
  }
  return found;
}
