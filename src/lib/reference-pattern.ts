/**
 * How text names a fact: its name in braces, {brand} or {clinicians.sam-lee.fee}. A module of its
 * own so the editor's page can find references in a field without loading the content pipeline.
 */
export const REFERENCE = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)*)\}/g;
