import { defineBlock } from "../define-block.ts";
import { Form } from "./Form.tsx";

export default defineBlock({
  type: "form",
  label: "Visitor form",
  component: Form,
  // Plain HTML in the browser, taken over by its behaviour.ts: a page using a form loads no React.
  interactive: false,
  brokerCard: () => true,
});
