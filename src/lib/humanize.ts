/** Words for people from names written for code (schema properties, reference names). */

const WORDS: Record<string, string> = {
  faq: "FAQ",
  faqs: "FAQs",
  lvr: "LVR",
  url: "URL",
  id: "anchor",
  cbd: "CBD",
  src: "image",
  nsw: "NSW",
  gst: "GST",
  afca: "AFCA",
  oaic: "OAIC",
};

/** "medianHousePrice" → "Median house price", "maxLvr" → "Max LVR", "growth12Months" → "Growth 12 months". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
