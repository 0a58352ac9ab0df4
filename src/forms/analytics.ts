type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * SPEC 7: the lead-generated event on an enquiry. A stand-in until the shared analytics module
 * (src/analytics/) is merged: the lead switches this call to it.
 */
export function trackLead(method: string): void {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: "generate_lead", method });
}
