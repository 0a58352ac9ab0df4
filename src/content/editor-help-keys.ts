/**
 * The names in a site's editor-help.json (src/content/editor-help.ts) that are not a form's: apart
 * from it, so the editor's page reads them without the checks' file reading.
 */

/** Before a form's name, for its fields' labels: "labels/site" maps "broker" to the site's label for that group. */
export const LABELS_PREFIX = "labels/";

/** Site settings' sections, each by the kernel's title for it, to the site's title. */
export const SITE_SECTIONS = "sections/site";
