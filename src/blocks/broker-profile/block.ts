import { defineBlock } from "../define-block.ts";
import { BrokerProfile } from "./BrokerProfile.tsx";

export default defineBlock({
  type: "broker-profile",
  label: "Broker profile",
  component: BrokerProfile,
  interactive: false,
  layout: "profile",
});
