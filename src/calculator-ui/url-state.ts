/**
 * A calculator's inputs live in the page address (?amount=600000&rate=6.09), so a result can be
 * bookmarked or shared. The address is the store: React reads it with useSyncExternalStore and
 * writing replaces the history entry (typing must not fill the back button). Only values that differ
 * from the block's defaults are written, which keeps shared links short.
 */
import { useCallback, useMemo, useSyncExternalStore } from "react";

const CHANGE = "calculator-url-change";
/** Longer values are cut: nothing a calculator field needs is longer, and the address stays sane. */
const MAX_VALUE_LENGTH = 40;

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const currentSearch = () => window.location.search;
// The prerendered page and the hydrating render show the defaults; the address applies right after.
const serverSearch = () => "";

export function readValues<K extends string>(search: string, defaults: Readonly<Record<K, string>>): Record<K, string> {
  const params = new URLSearchParams(search);
  const values: Record<K, string> = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return values;
}

export function writeValues<K extends string>(search: string, values: Readonly<Record<K, string>>, defaults: Readonly<Record<K, string>>): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(defaults) as K[]) {
    if (values[key] === defaults[key]) params.delete(key);
    else params.set(key, values[key]);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The values, a setter for one, and one for those of several fields at once (any other names given
 * are not this calculator's and are left out): what was typed before the block hydrated.
 */
export function useUrlState<K extends string>(
  defaults: Readonly<Record<K, string>>,
): [Record<K, string>, (key: K, value: string) => void, (entered: Readonly<Record<string, string>>) => void] {
  const search = useSyncExternalStore(subscribe, currentSearch, serverSearch);
  const values = useMemo(() => readValues(search, defaults), [search, defaults]);
  const setMany = useCallback(
    (entered: Readonly<Record<string, string>>) => {
      const values = readValues(window.location.search, defaults);
      for (const key of Object.keys(defaults) as K[]) if (Object.hasOwn(entered, key)) values[key] = entered[key] ?? values[key];
      const next = writeValues(window.location.search, values, defaults);
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${next}${window.location.hash}`);
      window.dispatchEvent(new Event(CHANGE));
    },
    [defaults],
  );
  const set = useCallback((key: K, value: string) => setMany({ [key]: value }), [setMany]);
  return [values, set, setMany];
}
