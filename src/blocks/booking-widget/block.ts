import { defineBlock } from "../define-block.ts";
import { BookingWidget } from "./BookingWidget.tsx";

export default defineBlock({
  type: "booking-widget",
  label: "Booking calendar",
  component: BookingWidget,
  interactive: true,
});
