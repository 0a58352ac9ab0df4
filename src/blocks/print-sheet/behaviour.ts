/** The print sheet's browser behaviour: its Print button. Loaded only on pages with a print sheet. */
import type { BlockBehaviour } from "../define-block.ts";

/** window.print() needs a script: the button replaces the "use your browser's Print command" hint. */
export const installPrintButtons: BlockBehaviour = (document) => {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>("button[data-print]")];
  const onClick = () => window.print();
  for (const button of buttons) {
    button.hidden = false;
    button.addEventListener("click", onClick);
    button.parentElement?.querySelector<HTMLElement>("[data-print-hint]")?.setAttribute("hidden", "");
  }
  return () => buttons.forEach((button) => button.removeEventListener("click", onClick));
};

export default installPrintButtons;
