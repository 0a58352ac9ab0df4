/**
 * Who may do what in the back office. A role is a set of areas; a route names the roles that may
 * use it, and the home page lists the areas of the signed-in person's role.
 */
import { ROLES, type Role } from "../storage/schema.ts";

export { ROLES, type Role };

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** How a role is named on screen and in the command's messages. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  leads: "Leads",
};

/** The people of a role, as a sentence names them ("This page is for Owners or Leads staff"). */
export const ROLE_PEOPLE: Record<Role, string> = {
  owner: "Owners",
  editor: "Editors",
  leads: "Leads staff",
};

/** What each role is for, in the office's words (the people page and docs/back-office.md say the same). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "everything: people, the activity log, the site's content and the leads",
  editor: "the site's pages and content",
  leads: "the leads that come in from the site's forms",
};

/** Every role: for areas any signed-in person may use (their own account, signing out). */
export const ANY_ROLE: readonly Role[] = ROLES;
export const OWNERS: readonly Role[] = ["owner"];
/** The lead inbox's people: owners and the leads role. */
export const LEAD_WORKERS: readonly Role[] = ["owner", "leads"];
/** The site's content (the editor at /admin/content): owners and editors. */
export const CONTENT_EDITORS: readonly Role[] = ["owner", "editor"];
