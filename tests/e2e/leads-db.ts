/**
 * The browser tests' leads database: the server playwright.config.ts starts writes there (never
 * the broker's), made afresh for each run, and the specs read it to find what a form stored.
 */
export const E2E_LEADS_DB = ".tmp/e2e-leads.sqlite";
