import { receiveCalcomWebhook } from "@/lib/booking/calcom-endpoint";
import { refuseCrossSite } from "@/lib/http/same-origin";

/**
 * Cal.com's inbound webhook (docs/architecture.md, "Booking — staff side"): signed deliveries
 * become or update booking leads. Server to server: a browser page of another site is refused.
 */
export async function POST(request: Request) {
  return refuseCrossSite(request) ?? receiveCalcomWebhook(request);
}
