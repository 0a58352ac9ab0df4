/**
 * The figures a calculator attaches to the enquiry form on the same page ("Talk to a broker about
 * this"). The calculator and the form are separate blocks, so they meet here: the calculator
 * publishes a one-line summary of its inputs and results whenever they change, attaches it when the
 * visitor asks to talk to a broker, and the form shows and posts what is attached as
 * `calculator_summary`. Framework-light on purpose: a calculator imports only this.
 */
import { useSyncExternalStore } from "react";

/** schemas/forms/enquiry.schema.json's maxLength for calculator_summary. */
export const SUMMARY_MAX_LENGTH = 300;

let latest: string | undefined;
let attached: string | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The calculator's current figures; an attached summary follows them, so it never goes stale. */
export function publishCalculatorSummary(summary: string | undefined): void {
  latest = summary?.slice(0, SUMMARY_MAX_LENGTH);
  if (attached !== undefined && latest !== attached) {
    attached = latest;
    emit();
  }
}

export function attachCalculatorSummary(): void {
  attached = latest;
  emit();
}

export function detachCalculatorSummary(): void {
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
