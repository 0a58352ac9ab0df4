/**
 * A new page's place in the site's menus, offered when it is started: the top menu, a footer column
 * or nowhere for now. The link is drafted in the site settings when the page's first draft is saved.
 */
export interface LinkOffer {
  /** The new page's file. */
  file: string;
  places: { id: string; label: string }[];
  /** The place chosen: a place's id, or "" for nowhere. */
  chosen: string;
}

export function LinkOfferPanel({ offer, onChoose }: { offer: LinkOffer; onChoose: (place: string) => void }) {
  const choices = [{ id: "", label: "Nowhere for now" }, ...offer.places];
  return (
    <fieldset className="rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900">
      <legend className="px-1 font-bold text-brand-900">Where visitors find this page</legend>
      <p className="text-slate-700">A link to it is added there when you save the draft; both go live when you publish them.</p>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((choice) => (
          <label key={choice.id || "none"} className="flex items-center gap-1.5">
            <input type="radio" name="new-page-link" value={choice.id} checked={offer.chosen === choice.id} onChange={() => onChoose(choice.id)} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
