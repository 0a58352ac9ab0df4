/** The related-suburb list's choice for a nearby suburb without a report: the editor shows it, and problems name it. */
export const NO_REPORT_CHOICE = "A suburb with no report yet…";
