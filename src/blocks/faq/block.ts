import { defineBlock } from "../define-block.ts";

export default defineBlock({
  type: "faq",
  label: "Frequently asked questions",
  component: { load: async () => (await import("./Faq.tsx")).Faq },
  interactive: true,
  // FAQPage: Google's rich result for a page of questions and answers.
  structuredData: (block) => ({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: block.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  }),
});
