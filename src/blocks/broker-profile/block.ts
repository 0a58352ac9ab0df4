import { defineBlock } from "../define-block.ts";
import { BrokerProfile } from "./BrokerProfile.tsx";

export default defineBlock({
  type: "broker-profile",
  label: "Person visitors talk to",
  component: BrokerProfile,
  interactive: false,
  layout: "profile",
});
