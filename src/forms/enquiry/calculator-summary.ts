/**
 * The figures a calculator attaches to the enquiry form on the same page. The calculator and the
 * form are separate blocks, so they meet here: the calculator publishes a one-line summary of its
 * inputs and results whenever they change, and the form shows and posts what is attached as
 * `calculator_summary`. Once the visitor has changed the figures the page opened with, they are
 * attached, as the form's collection notice says; "Talk to a broker about this" attaches them
 * even unchanged, and "Don't send these figures" holds them back until that button is pressed.
 * Framework-light on purpose: a calculator imports only this.
 */
import { useSyncExternalStore } from "react";

/** schemas/forms/enquiry.schema.json's maxLength for calculator_summary. */
export const SUMMARY_MAX_LENGTH = 300;

let latest: string | undefined;
let attached: string | undefined;
/** Whether a summary has been published yet: the first one is the page's own figures, not the visitor's. */
let published = false;
let declined = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The calculator's current figures; an attached summary follows them, so it never goes stale. */
export function publishCalculatorSummary(summary: string | undefined): void {
  const next = summary?.slice(0, SUMMARY_MAX_LENGTH);
  const used = published && next !== latest;
  published = true;
  latest = next;
  if ((attached !== undefined || (used && !declined)) && latest !== attached) {
    attached = latest;
    emit();
  }
}

export function attachCalculatorSummary(): void {
  declined = false;
  attached = latest;
  emit();
}

export function detachCalculatorSummary(): void {
  declined = true;
  attached = undefined;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What is attached now, if anything. */
export function attachedCalculatorSummary(): string | undefined {
  return attached;
}

/** What the enquiry form should send with the enquiry, if anything. */
export function useAttachedCalculatorSummary(): string | undefined {
  return useSyncExternalStore(subscribe, attachedCalculatorSummary, () => undefined);
}
