import { defineBlock } from "../define-block.ts";
import { BookingWidget } from "./BookingWidget.tsx";

export default defineBlock({
  type: "booking-widget",
  label: "Booking calendar",
  component: BookingWidget,
  // The calendar loads from plain markup (src/booking/booking-embed.ts): no React needed.
  interactive: false,
  // The calendar is the page's way to book: the floating button would only cover it.
  replacesFloatingBooking: true,
  brokerCard: (block) => block.broker === true,
  tool: true,
});
