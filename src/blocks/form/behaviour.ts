import type { BlockBehaviour } from "../define-block.ts";
import { enhanceForms } from "../../forms/enhance-forms.ts";

/** The visitor forms without React: each takes its values, checks them as the server does and sends them (src/forms/enhance-forms.ts). */
const behaviour: BlockBehaviour = (document) => enhanceForms(document);

export default behaviour;
