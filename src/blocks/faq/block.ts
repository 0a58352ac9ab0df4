import { defineBlock } from "../define-block.ts";
import { Faq } from "./Faq.tsx";
import { richTextPlain } from "../../lib/rich-text.ts";

export default defineBlock({
  type: "faq",
  label: "Frequently asked questions",
  component: Faq,
  // Open and close are a few lines of vanilla script (src/chrome/enhance.ts): no React needed.
  interactive: false,
  // Without a script nothing opens the accordion: every answer is shown.
  noscriptCss: '.faq-answer[data-state="closed"]{display:block}',
  // FAQPage: Google's rich result for a page of questions and answers.
  structuredData: (block) => ({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: block.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: richTextPlain(item.answer) },
    })),
  }),
});
