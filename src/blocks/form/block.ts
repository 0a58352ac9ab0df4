import { defineBlock } from "../define-block.ts";
import { Form } from "./Form.tsx";

export default defineBlock({
  type: "form",
  label: "Visitor form",
  component: Form,
  interactive: true,
  brokerCard: () => true,
});
