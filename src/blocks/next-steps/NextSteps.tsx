import type { NextStepsBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { useSite } from "../../site/site-context.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { NextStepList } from "../../ui/NextStepList.tsx";
import { OpeningHours } from "../../ui/OpeningHours.tsx";
import { Section } from "../../ui/Section.tsx";

/**
 * A thank-you page's "what happens next": the steps the form promised (site.json's nextSteps), and
 * beside them who answers the phone and when (the person visitors talk to, the number, the office hours), so a
 * visitor who cannot wait knows what to do. Every figure is one Site settings already states.
 */
export function NextSteps({ id, form, heading = "What happens next" }: NextStepsBlock) {
  const site = useSite();
  const steps = site.nextSteps?.[form];
  return (
    <Section id={id} heading={heading} tone="muted">
      {/* Beside the steps from a laptop's width; on a tablet the box runs under them, its call and its
          hours side by side, rather than squeezed into two fifths of the width. */}
      <div className="grid gap-8 lg:grid-cols-5 lg:items-start">
        {steps && <NextStepList steps={steps} className="space-y-5 text-lg lg:col-span-3" />}
        <div
          className={cn(
            "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid sm:grid-cols-2 sm:gap-x-8 lg:block",
            steps ? "lg:col-span-2" : "lg:col-span-3",
          )}
        >
          <div>
            <p className="font-semibold text-brand-900">Rather talk now?</p>
            <p className="mt-1 text-slate-700">
              Call {site.broker?.name ?? "us"} on{" "}
              <a href={`tel:${site.phone.dial}`} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline">
                <Icon name="phone" className="size-4 shrink-0" />
                {site.phone.display}
              </a>
              .
            </p>
          </div>
          <div className="mt-4 sm:mt-0 lg:mt-4">
            <OpeningHours office={site.office} label="Opening hours" className="text-sm" />
          </div>
        </div>
      </div>
    </Section>
  );
}
