/**
 * The booking widget's browser behaviour, without React: a badge image that cannot load leaves the
 * page, and the call-back form in the calendar's place is taken over as every visitor form is
 * (src/forms/enhance-forms.ts: the schema's messages under each field, never the browser's bubble),
 * by the forms' own script, fetched by its address rather than copied into this one.
 * Loaded only on pages with the widget. The calendar itself is started by the chrome's booking
 * module (src/booking/booking-embed.ts), which shares one scheduling-script loader with every booking
 * button, so the service's script is fetched once per page.
 */
import type { BlockBehaviour } from "../define-block.ts";
import { loadFormScript } from "../../forms/form-script.ts";

/** A badge image takes itself out of the page when it cannot load, rather than show a broken image. */
const installBadges: BlockBehaviour = (document) => {
  const images = [...document.querySelectorAll<HTMLImageElement>("img[data-hide-if-broken]")];
  const hide = (event: Event) => {
    if (event.target instanceof HTMLImageElement) event.target.hidden = true;
  };
  for (const image of images) {
    // An image that failed before this ran fired its error event before anyone was listening.
    if (image.complete && image.naturalWidth === 0) image.hidden = true;
    else image.addEventListener("error", hide);
  }
  return () => images.forEach((image) => image.removeEventListener("error", hide));
};

const behaviour: BlockBehaviour = (document) => {
  // The box's form is on show from the start (until, and unless, the calendar comes): taken over at once.
  if (document.querySelector("[data-booking-embed] form")) loadFormScript(document);
  return installBadges(document);
};

export default behaviour;
