import type { FormBlock } from "../../generated/content-types.ts";
import { formComponents } from "../../generated/form-components.ts";
import { isFormName } from "../../generated/forms.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { BrokerCard } from "../../ui/BrokerCard.tsx";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { IslandSuspense } from "../../ui/IslandSuspense.tsx";
import { NextStepList } from "../../ui/NextStepList.tsx";
import { Section } from "../../ui/Section.tsx";
import { CollectionNotice } from "../../forms/CollectionNotice.tsx";
import { siteFormComponents } from "../../forms/site-form.tsx";
import { SiteSchemaForm } from "../../forms/SiteSchemaForm.tsx";

/*
 * Each form's component (rjsf and its validator) is its own chunk, loaded only by the prerender of
 * the pages that show it: the HTML holds the complete form. In the browser no React runs it: the
 * block's behaviour (behaviour.ts, src/forms/enhance-forms.ts) takes the prerendered form over. The
 * chunks are listed in src/generated/form-components.ts, one per schema in schemas/forms/.
 */

/** Shown only while the form's chunk loads in the development server. */
function Loading() {
  const site = useSite();
  return (
    <p className="py-10 text-center text-slate-600" role="status">
      Loading the form… You can also call us on{" "}
      <a href={`tel:${site.phone.dial}`} className="font-semibold text-brand-700 underline">
        {site.phone.display}
      </a>
      .
    </p>
  );
}

/**
 * Under the form: what happens once it is sent. Three short steps in a row fill the space a short
 * form (the enquiry's three fields) would leave beside a tall side panel on a wide screen.
 */
function NextSteps({ steps }: { steps: string[] }) {
  return (
    <div className="mt-8">
      <h3 className="text-lg font-semibold text-brand-900">What happens next</h3>
      <NextStepList steps={steps} className="mt-4 grid gap-4 lg:@xl:grid-cols-3" />
    </div>
  );
}

/** Beside the form: who reads it, and the quicker ways to reach them, in the site's own words (site.json's asides). */
function FormAside({ brokerCard }: { brokerCard: boolean }) {
  const site = useSite();
  return (
    <div className="space-y-6">
      {brokerCard && <BrokerCard lead={site.asides?.formLead} />}
      <div className="rounded-2xl bg-brand-900 p-5 text-white">
        <p className="font-semibold">Prefer to talk it through?</p>
        {site.asides?.form && <p className="mt-1 text-sm text-slate-200">{site.asides.form}</p>}
        <div className="mt-4 flex flex-wrap gap-3">
          <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary" size="sm">
            <Icon name="phone" className="size-4" />
            Call {site.phone.display}
          </ActionLink>
          {site.bookingUrl && <ActionLink label={site.navCta.label} to="booking" variant="outline" size="sm" placement="form-aside" />}
        </div>
      </div>
    </div>
  );
}

/**
 * The section a visitor form lives in: the form and what happens next, with the person who reads it
 * beside them on a wide screen (not when the page shows the person's card elsewhere: BlockList says).
 */
export function Form({ id, form, heading, intro, presets, brokerCard = true }: FormBlock & { brokerCard?: boolean }) {
  // A kernel form has a component of its own; a site's own form (its folder's forms/) may have one, else is drawn from its schema.
  const name: string = form;
  const Body = isFormName(name) ? formComponents[name] : siteFormComponents[name];
  const steps = useSite().nextSteps?.[form];
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted" aside={<FormAside brokerCard={brokerCard} />}>
      <Card className="sm:p-8">
        <IslandSuspense fallback={<Loading />}>
          {Body ? <Body formId={id} presets={presets} /> : <SiteSchemaForm form={name} formId={id} presets={presets} />}
        </IslandSuspense>
        <CollectionNotice form={form} />
      </Card>
      {steps && <NextSteps steps={steps} />}
    </Section>
  );
}
